/** The fields every catalog row carries, whether from the `configs` list or the `config_detail` view. */
export interface ConfigIdentity {
  id: string;
  name: string | null;
  type: string | null;
  config_class: string | null;
  status: string | null;
  health: string | null;
}
