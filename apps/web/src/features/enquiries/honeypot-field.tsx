import { HONEYPOT_FIELD } from '@safar/contracts';
import { useTranslation } from 'react-i18next';
import './enquiries.css';

export interface HoneypotFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The field people never see: off screen, out of the tab order and hidden from screen readers,
 * but a robot filling every input fills it, and the server then drops its message.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  const { t } = useTranslation('enquiries');
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {t('enquiries:fields.website')}
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
