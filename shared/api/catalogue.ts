import Type from 'typebox';
import { endpoint as ep, type Endpoint } from './endpoint';
import { SystemStatus, StatusQuery, WhitelabelNode, RegisterRules, DomainRouteValue, Country, Location } from '../schemas/system';
import { Announcements, AnnouncementQuery, HelpArticle, HelpCenterQuery } from '../schemas/content';
import {
  VendorQuery,
  VendorsValue,
  HotGamesQuery,
  HotGamesValue,
  GameListQuery,
  GameListValue,
  VassalageTypesQuery,
  VassalageTypesValue,
  FavoriteListQuery,
  FavoriteListValue,
  FavoritePayload,
  RecentGamesValue,
  WinnerBoardQuery,
  WinnerBoardValue,
  PvpRoomsQuery,
  PvpRoomsValue,
  LaunchPayload,
  LaunchValue,
} from '../schemas/games';
import {
  LotteryMenus,
  LotteryMenuQuery,
  PopularQuery,
  PopularLottery,
  OpenedNumbersQuery,
  VnOpenedNumbersQuery,
  OpenedNumber,
  LotteryBetPayload,
  LotteryOrder,
} from '../schemas/lottery';
import { MemberInfo } from '../schemas/member';
import {
  LoginPayload,
  LoginValue,
  LoginVerificationPayload,
  FreePlayPayload,
  SocialLoginPayload,
  BotChallenge,
  SmsNoLoginPayload,
  SmsRegisterPayload,
  SmsSent,
  RegisterPayload,
  RegisterValue,
  ChangePasswordPayload,
  ForgotPasswordEmailPayload,
  ForgotPasswordSmsPayload,
  SetPasswordByPhonePayload,
  UpdateLanguagePayload,
  AffiliateQuery,
  AvatarValue,
  BalanceQuery,
  BalanceValue,
} from '../schemas/identity';

/**
 * The endpoint catalogue: one entry per upstream call, named by a stable key. Paths and module ids
 * come from spec 1 §7, spec 2 §7 and the reference (§4, §5, §6); entries marked `ours` are designed
 * here where neither gives a path. Calls of the legacy generation (reference §5.3, S13) and the
 * SIT-only `/unsecure` variants are left out on purpose: current platforms do not answer them.
 * Payload and answer schemas are filled as each area is built; `Open` marks the ones still to come.
 */
const relay = (name: string) => `/wps/relay/${name}`;
const mcs = (name: string) => ({ path: relay(`MCSFE_${name}`), aliases: [relay(`MCS2_${name}`)] });

const entries = {
  // ── system ────────────────────────────────────────────────────────────────────────────────
  'system.status': ep('GET', '/wps/system/status', 'COMM3', {
    payload: StatusQuery,
    value: SystemStatus,
    aliases: ['/wps/v2/system/status'],
  }),
  'system.whitelabel': ep('GET', '/wps/system/whitelabel', 'COMM3', { value: Type.Array(WhitelabelNode) }),
  'system.registerSettings': ep('GET', '/wps/system/setting/register', 'REG3', { value: RegisterRules }),
  'system.settings': ep('GET', '/wps/system/settings/consolidated', 'COMM3'),
  'system.location': ep('GET', '/wps/system/location', 'COMM3', { value: Location }),
  'system.countries': ep('GET', '/wps/system/country', 'COMM3', { value: Type.Array(Country) }),
  'system.domainRoute': ep('GET', '/wps/system/domainRoute', 'COMM3', { value: DomainRouteValue }),
  'system.helpCenter': ep('GET', '/wps/system/helpCenter', 'COMM3', { payload: HelpCenterQuery, value: Type.Array(HelpArticle) }),
  'system.templates': ep('GET', '/wps/system/templates', 'COMM3'),
  'system.collect': ep('POST', '/wps/system/collect', 'COMM3'),
  'system.checkAppDomain': ep('GET', relay('WPSCORE_checkIfAppDomain'), 'COMM3'),
  'system.feedback': ep('PUT', '/wps/feedback', 'FEEDBACK3'),

  // ── session and verification ──────────────────────────────────────────────────────────────
  'session.rsaKey': ep('GET', '/wps/session/key/rsa', 'COMM3', { answer: 'text', value: Type.String({ pattern: '^[0-9a-f]+$' }) }),
  'session.login': ep('POST', '/wps/session/login', 'COMM3', { encrypted: true, payload: LoginPayload, value: LoginValue }),
  'session.loginVerification': ep('POST', '/wps/session/login/verification', 'LOGINIPVERF3', {
    encrypted: true,
    payload: LoginVerificationPayload,
    value: LoginValue,
  }),
  'session.freePlay': ep('POST', '/wps/session/login/freeplay', 'FREEPLAY3', { payload: FreePlayPayload, value: LoginValue }),
  // Social sign-in through the platform's identity provider: no public path exists, so it is ours.
  'session.socialLogin': ep('POST', '/wps/session/login/social', 'COMM3', { payload: SocialLoginPayload, value: LoginValue, ours: true }),
  'session.logout': ep('DELETE', '/wps/session/logout', 'COMM3', { token: true, value: Type.Null() }),
  'session.captcha': ep('GET', '/wps/captcha', 'CAPTCHA3', { value: Type.String({ description: 'Base64 PNG, no data: prefix' }) }),
  // The self-hosted bot check (proof of work) run before registration and SMS sends: ours.
  'session.botChallenge': ep('GET', '/wps/verification/challenge', 'COMM3', { value: BotChallenge, ours: true }),
  'session.captchaGeetest': ep('GET', '/wps/captcha/geetest', 'GEETEST3'),
  'session.checkUsername': ep('GET', '/wps/check/username', 'COMM3'),
  'verification.smsNoLogin': ep('POST', '/wps/verification/sms/noLogin', 'VERIFICATION3', { payload: SmsNoLoginPayload, value: SmsSent }),
  'verification.smsRegister': ep('POST', '/wps/verification/sms/register', 'REGMOBVERF3', { payload: SmsRegisterPayload, value: SmsSent }),

  // ── member ────────────────────────────────────────────────────────────────────────────────
  'member.info': ep('GET', '/wps/member/info', 'COMM3', { token: true, value: MemberInfo }),
  'member.icon': ep('GET', '/wps/member/info/icon', 'PROFPIC3', { token: true, value: Type.String() }),
  'member.avatar': ep('GET', relay('MCSFE_getPlayerAvatar'), 'COMM3', { token: true, value: AvatarValue }),
  'member.register': ep('PUT', '/wps/member/register', 'REG3', { encrypted: true, payload: RegisterPayload, value: RegisterValue }),
  'member.registerMobile': ep('PUT', '/wps/member/register/mobile', 'MOBILENUMREG3', {
    encrypted: true,
    payload: RegisterPayload,
    value: RegisterValue,
  }),
  'member.registerAuto': ep('PUT', '/wps/member/register/autoUsername', 'REG3'),
  'member.changePassword': ep('POST', '/wps/member/password', 'PASS3', {
    token: true,
    encrypted: true,
    payload: ChangePasswordPayload,
    value: Type.Null(),
  }),
  'member.forgotPasswordEmail': ep('POST', '/wps/member/password/email', 'COMM3', {
    payloadIn: 'form',
    payload: ForgotPasswordEmailPayload,
    value: Type.Null(),
  }),
  'member.forgotPasswordSms': ep('POST', '/wps/member/password/sms', 'PWRESETSMS3', { payload: ForgotPasswordSmsPayload, value: SmsSent }),
  'member.setPasswordByPhone': ep('POST', '/wps/member/password/verification', 'CHNGPASSVERIF3', {
    encrypted: true,
    payload: SetPasswordByPhonePayload,
    value: Type.Null(),
  }),
  'member.securityConfig': ep('GET', '/wps/v2/member/securityConfig', 'COMM3', { token: true }),
  'member.updateLanguage': ep('PUT', '/wps/member/language', 'COMM3', { token: true, payload: UpdateLanguagePayload, value: Type.Null() }),
  'member.rankProgress': ep('GET', relay('MCSFE_getPlayerRankProgress'), 'COMM3', { token: true }),
  'member.referralDetails': ep('GET', relay('MCSFE_getReferralDetails'), 'COMM3', { token: true }),
  'member.kycSetting': ep('GET', relay('MCSFE_getCustomerKycMerchantSetting'), 'COMM3', { token: true }),
  'agent.affiliate': ep('GET', '/wps/agent/affiliate', 'AFFMAN3', { payload: AffiliateQuery, value: Type.Null() }),

  // ── wallet, deposit, withdraw ─────────────────────────────────────────────────────────────
  'wallet.balance': ep('GET', '/wps/v2/wallets/balance', 'COMM3', { token: true, payload: BalanceQuery, value: BalanceValue }),
  'wallet.transfer': ep('POST', relay('GCS_walletTransfer'), 'FUNDTRANS3', { token: true }),
  'wallet.consolidated': ep('GET', '/wps/member/info/funds/consolidated', 'COMM3', { token: true }),
  'wallet.merchantWallet': ep('GET', relay('GCS_merchantWallet'), 'COMM3', { token: true }),
  'wallet.depositSettings': ep('GET', relay('MCSFE_getDepositSettings'), 'DPSTBAS3', { token: true }),
  'wallet.depositChannels': ep('GET', relay('MCSFE_getDepositPaymentChannels'), 'DPSTBAS3', { token: true }),
  'wallet.depositByQr': ep('POST', relay('MCSFE_depositByQRImageUrl'), 'DPSTBAS3', { token: true }),
  'wallet.depositByLaunchUrl': ep('POST', relay('MCSFE_depositByLaunchUrl'), 'DPSTBAS3', { token: true }),
  'wallet.withdrawSettings': ep('GET', relay('MCSFE_getWithdrawSettings'), 'COMM3', { token: true }),
  'wallet.withdraw': ep('POST', '/wps/v2/transaction/withdraw', 'COMM3', { token: true, encrypted: true }),
  'wallet.withdrawFee': ep('GET', relay('MCSFE_getWithdrawFee'), 'COMM3', { token: true, ours: true }),
  'wallet.paymentConfirmations': ep('GET', relay('MCSFE_getPaymentConfirmationList'), 'COMM3', { token: true }),
  'wallet.processC2C': ep('POST', relay('MCSFE_processC2CTransaction'), 'COMM3', { token: true }),
  'wallet.memberTransactions': ep('GET', relay('ODSFE2_MemTransDet'), 'MEMTRANS3', { token: true }),

  // ── games ─────────────────────────────────────────────────────────────────────────────────
  'games.vendors': ep('GET', relay('GCSGAME_newGameVendor'), 'COMM3', {
    payload: VendorQuery,
    value: VendorsValue,
    aliases: [relay('GCSGAME_gameVendor')],
  }),
  // The original bundle flags the list token=true, yet visitors browse lobbies (spec 2 §6): public here.
  'games.list': ep('GET', relay('GCSGAME_gameList'), 'GAMELO3', { payload: GameListQuery, value: GameListValue }),
  'games.hot': ep('GET', relay('GCSGAME_hotGamesV2'), 'GAMELOHOT3', { payload: HotGamesQuery, value: HotGamesValue }),
  'games.vassalageTypes': ep('GET', relay('GCSGAME_getVassGameType'), 'GAMELO3', {
    token: true,
    payload: VassalageTypesQuery,
    value: VassalageTypesValue,
    aliases: [relay('GLS2_getVassGameType')],
  }),
  'games.match': ep('GET', relay('GCSGAME_getGameMatchV2'), 'COMM3'),
  'games.favoriteIds': ep('GET', relay('MCSFE_getFavoriteGames'), 'GAMELOFAV3', { token: true, value: Type.Array(Type.Integer()) }),
  'games.favoriteList': ep('GET', relay('MCSFE_getFavoriteGamesList'), 'GAMELOFAV3', {
    token: true,
    payload: FavoriteListQuery,
    value: FavoriteListValue,
  }),
  'games.addFavorite': ep('POST', relay('MCSFE_addFavoriteGameV2'), 'GAMELOFAV3', {
    token: true,
    payload: FavoritePayload,
    value: Type.Null(),
  }),
  'games.removeFavorite': ep('DELETE', relay('MCSFE_removeFavoriteGameV2'), 'GAMELOFAV3', {
    token: true,
    payloadIn: 'body',
    payload: FavoritePayload,
    value: Type.Null(),
  }),
  'games.recent': ep('GET', relay('GCS_recentGame'), 'GAMELOREC3', { token: true, value: RecentGamesValue }),
  'games.rankList': ep('GET', relay('GCSGAME_getRankList'), 'COMM3', { payload: WinnerBoardQuery, value: WinnerBoardValue }),
  'games.winnerBoard': ep('GET', relay('ODSFE2_getWinnerBoard'), 'COMM3', { payload: WinnerBoardQuery, value: WinnerBoardValue }),
  'games.pvpRooms': ep('GET', relay('GLS2_roomList'), 'GAMELO3', { token: true, payload: PvpRoomsQuery, value: PvpRoomsValue }),
  'games.launch': ep('POST', '/wps/game/launchGame', 'GAMELO3', { token: true, payload: LaunchPayload, value: LaunchValue }),
  'games.launchFB': ep('GET', relay('GCS_gameLaunchFB'), 'COMM3'),
  'games.trialLaunch': ep('GET', relay('GCS_gameTrialLaunch'), 'COMM3'),
  'games.jackpot': ep('GET', relay('VIS_getJackpot'), 'COMM3'),

  // ── lottery (/lgw answers raw JSON) ────────────────────────────────────────────────────────
  'lottery.games': ep('GET', '/lgw/games', 'COMM3'),
  'lottery.menus': ep('GET', '/lgw/games/game_menus', 'COMM3', { payload: LotteryMenuQuery, value: LotteryMenus }),
  'lottery.recentMenus': ep('GET', '/lgw/games/game_menus/recent', 'COMM3', {
    token: true,
    payload: LotteryMenuQuery,
    value: LotteryMenus,
  }),
  'lottery.popular': ep('GET', '/lgw/games/popular', 'AGEANNOUNCE3', { payload: PopularQuery, value: Type.Array(PopularLottery) }),
  'lottery.openedNumbers': ep('GET', '/lotto/lgw/games/opened/numero', 'COMM3', {
    token: true,
    payload: OpenedNumbersQuery,
    value: Type.Array(OpenedNumber),
    aliases: ['/lgw/games/opened/numero'],
  }),
  'lottery.vnMenus': ep('GET', '/lgw/vn/games/game_menu', 'COMM3', { payload: LotteryMenuQuery, value: LotteryMenus }),
  'lottery.vnRecentMenus': ep('GET', '/lgw/vn/games/game_menu/recent', 'COMM3', {
    token: true,
    payload: LotteryMenuQuery,
    value: LotteryMenus,
  }),
  'lottery.vnOpenedNumbers': ep('GET', '/lgw/vn/numeros/opened/game', 'AGEANNOUNCE3', {
    payload: VnOpenedNumbersQuery,
    value: Type.Array(OpenedNumber),
  }),
  'lottery.draws': ep('GET', '/lgw/draw/:gameId', 'COMM3'),
  'lottery.drawByCode': ep('GET', '/lgw/draw/code/:code', 'COMM3'),
  'lottery.nearNumbers': ep('GET', '/lgw/numeros/near', 'COMM3'),
  'lottery.playMenu': ep('GET', '/lgw/games/:gameId/play_menu', 'COMM3'),
  'lottery.hotGap': ep('GET', '/lgw/draw/:gameId/hot_gap_info', 'COMM3'),
  'lottery.gameSetting': ep('GET', '/lgw/games/:gameId/setting', 'COMM3'),
  'lottery.series': ep('GET', '/lgw/customers/series', 'COMM3', { token: true }),
  'lottery.bet': ep('POST', '/lgw/orders/betting', 'COMM3', { token: true, payload: LotteryBetPayload, value: LotteryOrder }),

  // ── content: announcements, promotions, customer service ──────────────────────────────────
  'content.announcements': ep('GET', relay('MCSFE_getListAnnouncements'), 'COMM3', {
    payload: AnnouncementQuery,
    value: Announcements,
    aliases: [relay('CCSFE_getListAnnouncements')],
  }),
  'content.promotionCategories': ep('GET', relay('PROMOFE_getPromotionAnnouncementCategory'), 'COMM3'),
  'content.customerServiceScript': ep('GET', relay('WPSCORE_getCustomerServiceScript'), 'COMM3'),

  // ── messages and chat ─────────────────────────────────────────────────────────────────────
  'messages.unreadCount': ep('GET', relay('CSP_unreadCount'), 'INBOX3', {
    token: true,
    value: Type.Integer({ minimum: 0 }),
    aliases: [relay('EMFE_getInboxUnreadCount')],
  }),
  'messages.inbox': ep('GET', relay('CSP_getInbox'), 'INBOX3', { token: true, aliases: [relay('EMFE_getInbox')] }),
  'messages.imUrl': ep('GET', relay('CSP_ImUrl'), 'INBOX3', { token: true }),
  'chat.unreadCount': ep('GET', relay('CBS_unreadCount'), 'CBS3', { token: true }),
  'chat.launch': ep('GET', relay('CBS_launchChat'), 'CBS3', { token: true }),
  'chat.models': ep('GET', relay('CBS_modelList'), 'CBS3'),
  'chat.permission': ep('GET', relay('CBS_groupPermission'), 'CBS3', { token: true }),

  // ── points ────────────────────────────────────────────────────────────────────────────────
  'points.balance': ep('GET', mcs('getPointBalance').path, 'PTSYS3', { token: true, aliases: mcs('getPointBalance').aliases }),
  'points.rewards': ep('GET', mcs('getPointReward').path, 'PTSYS3', { token: true, aliases: mcs('getPointReward').aliases }),
  'points.redeem': ep('POST', relay('passwordCheck/MCSFE_redeemPointReward'), 'PTSYS3', {
    token: true,
    encrypted: true,
    aliases: [relay('passwordCheck/MCS2_redeemPointReward')],
  }),
  'points.redeemList': ep('GET', mcs('getRedeemPointList').path, 'PTSYS3', { token: true, aliases: mcs('getRedeemPointList').aliases }),
  'points.config': ep('GET', mcs('getPointConfig').path, 'PTSYS3', { token: true, aliases: mcs('getPointConfig').aliases }),
  'points.convert': ep('POST', relay('passwordCheck/MCSFE_convertPoint'), 'PTSYS3', {
    token: true,
    encrypted: true,
    aliases: [relay('passwordCheck/MCS2_convertPoint')],
  }),
  'points.conversionTypes': ep('GET', relay('MCSFE_getPointRewardConversionType'), 'PTSYS3', { token: true }),

  // ── promotions, rewards, missions ─────────────────────────────────────────────────────────
  'promotions.available': ep('GET', relay('MCSFE_getAvailablePromotions'), 'REWCEN3', { token: true }),
  'promotions.merchantAvailable': ep('GET', relay('MCSFE_getMerchantAvailablePromotions'), 'REWCEN3'),
  'promotions.claimList': ep('GET', relay('MCS2_getPromotionClaimList'), 'REWCEN3', {
    token: true,
    aliases: [relay('MCSFE_getPromotionClaimList')],
  }),
  'promotions.raffleClaim': ep('POST', mcs('claimRafflePromotion').path, 'REWCEN3', {
    token: true,
    aliases: mcs('claimRafflePromotion').aliases,
  }),
  'promotions.raffleStatus': ep('GET', relay('MCSFE_getRafflePromotionStatus'), 'REWCEN3', { token: true }),
  'promotions.registerList': ep('GET', relay('MCSFE_getRegisterPromotionList'), 'REWCEN3'),
  'promotions.claimable': ep('GET', relay('MCSFE_getClaimPromotion'), 'REWCEN3', { token: true }),
  'promotions.claimIssued': ep('POST', relay('MCSFE_claimIssuedPromotion'), 'REWCEN3', { token: true }),
  'promotions.claimLogin': ep('POST', relay('MCSFE_claimLoginPromotion'), 'REWCEN3', { token: true }),
  'promotions.signUpJoin': ep('POST', relay('MCSFE_signUpPromotionJoin'), 'REWCEN3', { token: true }),
  'promotions.signUpRequestReward': ep('POST', relay('MCSFE_signUpRequestReward'), 'REWCEN3', { token: true }),
  'promotions.cancelTicket': ep('POST', relay('MCSFE_cancelTicket'), 'REWCEN3', { token: true }),
  'promotions.rebateSettings': ep('GET', relay('MCSFE_getCustomerRebateSettingByProductType'), 'REWCEN3', { token: true }),
  'rewards.ticketConfig': ep('GET', relay('PROMOFE_getTicketGlobalConfig'), 'REWCEN3', { token: true }),
  'rewards.claimTickets': ep('GET', relay('PROMOFE_getClaimTicketList'), 'REWCEN3', { token: true }),
  'rewards.discountTickets': ep('GET', relay('PROMOFE_getDiscountTicketList'), 'REWCEN3', { token: true }),
  'rewards.unappliedExtra': ep('GET', relay('PROMOFE_getUnappliedExtraRewardClaimList'), 'REWCEN3', { token: true }),
  'rewards.achievements': ep('GET', relay('PROMOFE_getAchievementSettingList'), 'REWCEN3', { token: true }),
  'rewards.quests': ep('GET', relay('PROMOFE_getParticipableQuestList'), 'REWCEN3', { token: true }),
  'rewards.heartbeat': ep('POST', relay('PROMOFE_recordCustomerHeartbeatDaily'), 'REWCEN3', { token: true }),
  'rewards.rankBoard': ep('GET', relay('PROMOFE_getRankBoardList'), 'REWCEN3'),
  'rewards.layout': ep('GET', relay('PROMOFE_feLayoutPromotion'), 'REWCEN3'),
  'rewards.claimTicket': ep('POST', relay('PROMOFE_claimTicket'), 'REWCEN3', { token: true }),
  'rewards.spinSlotMachine': ep('POST', relay('PROMOFE_spinSlotMachine'), 'REWCEN3', { token: true }),
  'rewards.promoCodes': ep('GET', relay('PROMOFE_getPromoCode'), 'REWCEN3', { token: true }),
  'rewards.claimPromoCode': ep('POST', relay('PROMOFE_claimPromoCode'), 'REWCEN3', { token: true }),
  'missions.summary': ep('GET', relay('MCSFE_getMissionSummaryDetails'), 'MISSIONLB3', { token: true }),
  'missions.leaderboard': ep('GET', relay('MCSFE_getMissionLeaderboard'), 'MISSIONLB3', { token: true }),
  'missions.milestones': ep('GET', relay('MCSFE_getMissionMilestones'), 'MISSIONLB3', { token: true }),

  // ── contracts (salary and dividend) ───────────────────────────────────────────────────────
  'contracts.dividend': ep('GET', relay('MCSFE_processContractDividend'), 'SIGNCONDIV3', {
    token: true,
    aliases: [relay('MCS2_processDividendReq')],
  }),
  'contracts.dailySalary': ep('GET', relay('MCSFE_processDailySalaryContract'), 'DAILYSALCONT3', {
    token: true,
    aliases: [relay('MCS2_processDailySalContract')],
  }),
  'contracts.hourlySalary': ep('POST', mcs('processContractHourSalary').path, 'HOURSAL3', {
    token: true,
    aliases: mcs('processContractHourSalary').aliases,
  }),
  'contracts.realtimeSalary': ep('POST', relay('MCSFE_processRealTimeSalaryContract'), 'RTSALARY3', { token: true }),

  // ── agent centre: the real API map is not public, so these paths are ours (/wps/agent/*) ──
  'agent.teamOverview': ep('GET', '/wps/agent/team/overview', 'AGENTPOLICY3', { token: true, ours: true }),
  'agent.registerDownline': ep('PUT', '/wps/agent/downline', 'AGENTPOLICY3', { token: true, encrypted: true, ours: true }),
  'agent.downlines': ep('GET', '/wps/agent/downlines', 'AGENTPOLICY3', { token: true, ours: true }),
  'agent.teamBetting': ep('GET', '/wps/agent/team/betting', 'AGENTPOLICY3', { token: true, ours: true }),
  'agent.profitLoss': ep('GET', '/wps/agent/team/profitLoss', 'AGENTPOLICY3', { token: true, ours: true }),
  'agent.income': ep('GET', '/wps/agent/income', 'AGENTPOLICY3', { token: true, ours: true }),
  'agent.transactions': ep('GET', '/wps/agent/team/transactions', 'AGENTPOLICY3', { token: true, ours: true }),
  'agent.announcements': ep('GET', '/wps/agent/announcements', 'AGENTPOLICY3', { token: true, ours: true }),
  'agent.transferDownline': ep('POST', '/wps/agent/transfer/downline', 'FUNDTRANS3', { token: true, ours: true }),
  'agent.transferUpline': ep('POST', '/wps/agent/transfer/upline', 'FUNDTRANS3', { token: true, ours: true }),
};

export type EndpointKey = keyof typeof entries;
type Stamped = { [K in EndpointKey]: (typeof entries)[K] & { key: K } };

export const catalogue: Stamped = Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, { ...entry, key }])) as Stamped;

export const endpoints: readonly Endpoint[] = Object.values(catalogue) as Endpoint[];

/** Every path the platform answers, aliases included, with its entry: how the sandbox and gateway find a call. */
export function pathsOf(entry: Endpoint): string[] {
  return [entry.path, ...entry.aliases];
}

export function findEndpoint(method: string, path: string): Endpoint | undefined {
  const upper = method.toUpperCase();
  return endpoints.find((e) => e.method === upper && pathsOf(e).some((p) => matchPath(p, path)));
}

function matchPath(pattern: string, path: string): boolean {
  if (!pattern.includes(':')) return pattern === path;
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((seg, i) => (seg.startsWith(':') ? b[i].length > 0 : seg === b[i]));
}
