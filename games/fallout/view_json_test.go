package fallout

import (
	"reflect"
	"testing"

	"wasteland/engine/enginetest"
)

// TestViewJSONGenerated keeps view_json.go, the views' encoder without
// reflection, in step with the view types: it fails when the types changed
// and the file was not generated again (WASTELAND_GENERATE=1 go test
// ./games/fallout -run TestViewJSONGenerated rewrites it). Whether the
// encoder writes what encoding/json writes is tested on random positions
// in package server (TestViewEncodingMatchesEncodingJSON).
func TestViewJSONGenerated(t *testing.T) {
	enginetest.ViewJSONGenerated(t, "wasteland/games/fallout", "fallout", reflect.TypeFor[View]())
}
