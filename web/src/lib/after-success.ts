/** Runs `change` once a query lifecycle's call succeeded (RTK Query's `queryFulfilled`); a call that was turned down changes nothing. */
export async function afterSuccess<T>(fulfilled: Promise<{ data: T }>, change: (data: T) => void): Promise<void> {
  let data: T;
  try {
    ({ data } = await fulfilled);
  } catch {
    return;
  }
  change(data);
}
