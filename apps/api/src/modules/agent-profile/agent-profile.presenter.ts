import type { TAgentProfile, TImage } from '@safar/contracts';
import type { agencies, agencyProfiles } from '@safar/db';

export type TAgencyProfileRow = typeof agencyProfiles.$inferSelect;
export type TAgencyFacts = Pick<typeof agencies.$inferSelect, 'id' | 'name' | 'phone' | 'address'>;

/**
 * What the agency shows its customers: its saved profile, or (until it saves one) its own name,
 * phone and address, which the documents showed before.
 */
export function toAgentProfileView(agency: TAgencyFacts, row: TAgencyProfileRow | null, logo: TImage | null): TAgentProfile {
  if (!row)
    return {
      agency_id: agency.id,
      display_name: agency.name,
      phone: agency.phone || null,
      email: null,
      address: agency.address || null,
      website: null,
      logo_image_id: null,
      logo: null,
      saved: false,
      updated_at: null,
    };
  return {
    agency_id: agency.id,
    display_name: row.displayName,
    phone: row.phone,
    email: row.email,
    address: row.address,
    website: row.website,
    logo_image_id: row.logoImageId,
    logo,
    saved: true,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The profile as the activity log keeps it: the fields, and the logo by id (its addresses are derived). */
export const loggedProfile = ({ logo: _logo, saved: _saved, updated_at: _at, ...fields }: TAgentProfile) => fields;
