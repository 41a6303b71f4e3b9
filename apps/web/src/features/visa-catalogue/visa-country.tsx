import type { TLocale, TVisaView } from '@safar/contracts';
import { countryName } from './visa-text';

/** The visa's country above its title: the flag (decoration) and the name in the reader's language. */
export function VisaCountry({ country, locale }: { country: TVisaView['country']; locale: TLocale }) {
  return (
    <p className="visa-card__country">
      <span aria-hidden="true" className="visa-card__flag">
        {country.flag}
      </span>{' '}
      {countryName(country.code, country.name, locale)}
    </p>
  );
}
