import type { SchemasFor } from '../../api/endpoint';
import type { securityWire } from './wire';
import {
  BindEmailPayload,
  BindMobilePayload,
  DisplacedBy,
  DisplacedByPayload,
  SecurityOverview,
  SetRealNamePayload,
  SignInsValue,
} from './schemas';

/** Payload and answer schemas of the security calls (an empty entry keeps the defaults, see SchemasFor). */
export const securitySchemas = {
  'security.config': { value: SecurityOverview },
  'security.bindMobile': { payload: BindMobilePayload, value: SecurityOverview },
  'security.bindEmail': { payload: BindEmailPayload, value: SecurityOverview },
  'security.setRealName': { payload: SetRealNamePayload, value: SecurityOverview },
  'security.signIns': { value: SignInsValue },
  'security.displacedBy': { payload: DisplacedByPayload, value: DisplacedBy },
} satisfies SchemasFor<typeof securityWire>;
