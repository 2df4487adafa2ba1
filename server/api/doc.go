// Package api is the wire format of the server's API v1 (docs/api.md): the
// requests and frames as Go types, their strict decoders, and the one table
// that maps each error code to its HTTP status. The server, the load tester
// and the tests share it.
//
// Example:
//
//	f, err := api.DecodeClientFrame(msg) // {"type":"move","req":"r1","n":3,"option":"draw"}
//	if err != nil {
//		var e *api.Error
//		errors.As(err, &e) // e.Code == api.Invalid
//	}
package api
