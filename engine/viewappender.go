package engine

// ViewAppender is implemented by a State whose seats' views share most of
// their encoding, such as the public board, so that a server telling one
// position to several seats encodes that part once.
type ViewAppender interface {
	// AppendView appends to b what json.Marshal(View(seat)) writes, byte
	// for byte. common is scratch space for the views of this one position:
	// empty before the first of them, and kept by the caller, unchanged,
	// from one call to the next until the position changes. AppendView may
	// encode there, once, what every seat's view holds alike, and copy it
	// into the views of later calls.
	AppendView(b []byte, seat Seat, common *[]byte) ([]byte, error)
}
