import type { TFunction } from 'i18next';
import { Badge } from '@/components/badge';

/** A code as people read it in the lists: left to right in either language, monospaced. */
export const CodeCell = ({ code }: { code: string | null }) =>
  code ? (
    <span className="air-code" dir="ltr">
      {code}
    </span>
  ) : null;

/** Active or inactive, in words (the colour only repeats them). */
export const StatusCell = ({ active, t }: { active: boolean; t: TFunction }) => (
  <Badge tone={active ? 'success' : 'neutral'}>{t(active ? 'air:status.active' : 'air:status.inactive')}</Badge>
);

/** The (de)activate row action every air catalogue has. */
export const toggleAction = (ns: 'airlines' | 'airports' | 'aircraft') => ({
  key: 'toggle',
  label: (item: { active: boolean }) => (item.active ? `air:${ns}.actions.deactivate` : `air:${ns}.actions.activate`),
  ariaLabel: (item: { active: boolean }) => (item.active ? `air:${ns}.actions.deactivate_named` : `air:${ns}.actions.activate_named`),
  patch: (item: { active: boolean }) => ({ active: !item.active }),
});

/** The "active / inactive" filter every air catalogue has. */
export const activeFilter = (ns: 'airlines' | 'airports' | 'aircraft') => ({
  name: 'active',
  label: 'air:filter.label',
  placeholder: `air:${ns}.all`,
  options: [
    { value: '1', label: 'air:filter.active' },
    { value: '0', label: 'air:filter.inactive' },
  ],
});

/** The texts a catalogue's screens share, under `air:<ns>.`. */
export const airTexts = (ns: 'airlines' | 'airports' | 'aircraft') => ({
  title: `air:${ns}.title`,
  new: `air:${ns}.new`,
  newTitle: `air:${ns}.new_title`,
  editTitle: `air:${ns}.edit_title`,
  back: `air:${ns}.back`,
  search: `air:${ns}.search`,
  create: `air:${ns}.create`,
  save: `air:${ns}.save`,
  delete: `air:${ns}.actions.delete`,
  editNamed: `air:${ns}.actions.edit_named`,
  deleteNamed: `air:${ns}.actions.delete_named`,
  confirmDelete: {
    title: `air:${ns}.confirm_delete.title`,
    message: `air:${ns}.confirm_delete.message`,
    confirm: `air:${ns}.confirm_delete.confirm`,
  },
  saveFailed: `air:${ns}.save_failed`,
  deleteFailed: `air:${ns}.delete_failed`,
});
