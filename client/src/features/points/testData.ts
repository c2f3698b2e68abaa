import type { PointEntry, PointReward, RedeemOrder } from '../../../../shared/domains/points/schemas';

export const reward = (over: Partial<PointReward> = {}): PointReward => ({
  id: 1,
  name: 'Mobile load ₱20',
  description: 'Prepaid load sent to your mobile number.',
  kind: 'VIRTUAL',
  imageUrl: '/img/reward/1.svg',
  points: 1000,
  stock: 500,
  faceValue: '20.00',
  ...over,
});

export const order = (over: Partial<RedeemOrder> = {}): RedeemOrder => ({
  id: 'P1',
  rewardId: 1,
  rewardName: 'Mobile load ₱20',
  kind: 'VIRTUAL',
  imageUrl: '/img/reward/1.svg',
  quantity: 1,
  points: 1000,
  status: 'PROCESSING',
  address: null,
  mobile: null,
  remark: null,
  createdAt: new Date(2024, 4, 14, 10, 0).getTime(),
  decidedAt: null,
  ...over,
});

export const entry = (over: Partial<PointEntry> = {}): PointEntry => ({
  id: 1,
  type: 'SLOTS',
  points: 5,
  balance: 2734,
  remark: 'Fortune Gems',
  status: 'COMPLETED',
  createdAt: new Date(2024, 4, 14, 11, 0).getTime(),
  ...over,
});

export const page = <T>(list: T[], pageNo = 1, totalCount = list.length) => ({
  list,
  pageNo,
  pageSize: 10,
  totalCount,
  totalPages: Math.max(1, Math.ceil(totalCount / 10)),
});
