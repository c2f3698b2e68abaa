/**
 * Payment methods shown as badges in the footer. The platform publishes no list for the footer, so
 * this is brand presentation: the methods the brand's cashier offers in its market.
 */
export const PaymentMethods: readonly string[] = ['GCash', 'Maya', 'Bank Transfer', 'Visa', 'Mastercard', 'USDT'];
