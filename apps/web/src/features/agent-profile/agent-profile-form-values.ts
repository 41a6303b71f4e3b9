import type { TAgentProfile, TImage, TSaveAgentProfile } from '@safar/contracts';

/** The form as its inputs hold it; `logo` is the chosen image's preview, not sent. */
export interface TAgentProfileFormValues {
  display_name: string;
  phone: string;
  email: string;
  address: string;
  website: string;
  logo_image_id: string | null;
  logo: TImage | null;
}

/** The fields the form shows (a server message on any other goes to the form's summary). */
export const AGENT_PROFILE_FIELDS = ['display_name', 'phone', 'email', 'address', 'website', 'logo_image_id'] as const;

export const profileToValues = (p: TAgentProfile): TAgentProfileFormValues => ({
  display_name: p.display_name,
  phone: p.phone ?? '',
  email: p.email ?? '',
  address: p.address ?? '',
  website: p.website ?? '',
  logo_image_id: p.logo_image_id,
  logo: p.logo,
});

/** The request body: every field, blank ones as typed (the schema reads blank as none). */
export const profileBody = ({ logo: _logo, ...fields }: TAgentProfileFormValues): TSaveAgentProfile => fields;
