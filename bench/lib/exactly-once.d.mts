export const EXACTLY_ONCE_SQL: string;

export interface ProductStock {
  productId: string;
  initial: number;
  now: number | null;
  sold: number;
  held: number;
  reservedOrdered: number;
}

export interface ExactlyOnceRow {
  sessions: number;
  paidSessions: number;
  paidWithOneOrder: number;
  sessionsWithSeveralOrders: number;
  unpaidWithOrder: number;
  sessionsWithProblem: number;
  orders: number;
  ordersWithoutSession: number;
  products: ProductStock[] | string;
}

export function judgeExactlyOnce(
  row: ExactlyOnceRow,
  options?: { paidByClients?: number },
): {
  pass: boolean;
  problems: string[];
  unitsSold: number;
  stockTaken: number;
  stockHeld: number;
  lowestStock: number | null;
};
