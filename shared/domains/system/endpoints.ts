import Type from 'typebox';
import type { SchemasFor } from '../../api/endpoint';
import type { systemWire } from './wire';
import {
  AppDomainValue,
  CollectPayload,
  CollectValue,
  ConsolidatedSettings,
  Country,
  DomainRouteValue,
  Location,
  RegisterRules,
  StatusQuery,
  SystemStatus,
  MessageTemplate,
  TemplatesQuery,
  WhitelabelNode,
} from './schemas';
import { HelpArticle, HelpCenterQuery } from '../content/schemas';

/** Payload and answer schemas of the system calls (an empty entry keeps the defaults, see SchemasFor). */
export const systemSchemas = {
  'system.status': { payload: StatusQuery, value: SystemStatus },
  'system.whitelabel': { value: Type.Array(WhitelabelNode) },
  'system.registerSettings': { value: RegisterRules },
  'system.settings': { value: ConsolidatedSettings },
  'system.location': { value: Location },
  'system.countries': { value: Type.Array(Country) },
  'system.domainRoute': { value: DomainRouteValue },
  'system.helpCenter': { payload: HelpCenterQuery, value: Type.Array(HelpArticle) },
  'system.templates': { payload: TemplatesQuery, value: Type.Array(MessageTemplate) },
  'system.collect': { payload: CollectPayload, value: CollectValue },
  'system.checkAppDomain': { value: AppDomainValue },
} satisfies SchemasFor<typeof systemWire>;
