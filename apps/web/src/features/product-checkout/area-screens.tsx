import { HOLIDAY_KIND, UMRAH_KIND } from '@/features/travel-packages/package-kinds';
import { InsuranceBuyPage } from './insurance-buy-page';
import { PackageBookPage } from './package-book-page';
import { VisaApplyPage } from './visa-apply-page';

/** The booking pages of the products the agency sells itself, on the storefront and in the agent portal, as the route files lazy-load them. */

/** /visa-details/:slug/apply. */
export const PublicVisaApplyScreen = () => <VisaApplyPage audience="storefront" />;
/** /holiday-details/:slug/book?departure=…. */
export const PublicHolidayBookScreen = () => <PackageBookPage spec={HOLIDAY_KIND} audience="storefront" />;
/** /umrah-package-details/:slug/book?departure=…. */
export const PublicUmrahBookScreen = () => <PackageBookPage spec={UMRAH_KIND} audience="storefront" />;
/** /travel-insurance/buy?quote=…&plan=…. */
export const PublicInsuranceBuyScreen = () => <InsuranceBuyPage audience="storefront" />;

/** /agent/visa-details/:slug/apply: paid from the agency's wallet. */
export const AgentVisaApplyScreen = () => <VisaApplyPage audience="agent" />;
/** /agent/holiday-details/:slug/book?departure=…. */
export const AgentHolidayBookScreen = () => <PackageBookPage spec={HOLIDAY_KIND} audience="agent" />;
/** /agent/umrah-package-details/:slug/book?departure=…. */
export const AgentUmrahBookScreen = () => <PackageBookPage spec={UMRAH_KIND} audience="agent" />;
/** /agent/travel-insurance/buy?quote=…&plan=…. */
export const AgentInsuranceBuyScreen = () => <InsuranceBuyPage audience="agent" />;
