// Package storetest is the test suite every store.Store passes, and the
// helpers tests share: a PostgreSQL database for a test, a sample game, and
// one-write shorthands (Create, AppendMove, ClaimSeat) for Store.Write.
//
// Example:
//
//	func TestStore(t *testing.T) {
//		storetest.Run(t, func(t *testing.T) store.Store { return openFresh(t) })
//	}
package storetest
