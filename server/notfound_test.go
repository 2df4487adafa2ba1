package server_test

import (
	"net/http"
	"strings"
	"testing"
)

// An unknown page is answered 404 with the web UI, which tells the reader
// in their language; a missing file (with an extension) and a directory
// are a plain 404.
func TestUnknownPathIsAPage(t *testing.T) {
	h := newHarness(t)
	tests := []struct {
		path string
		page bool
	}{
		{"/no/such/page", true},
		{"/lobbby", true},
		{"/js/missing.js", false},
		{"/css/", false},
	}
	for _, tt := range tests {
		code, data := h.do("GET", tt.path, "", nil)
		if code != http.StatusNotFound {
			t.Errorf("%s: %d, want 404", tt.path, code)
		}
		if page := strings.Contains(string(data), `<main id="app"`); page != tt.page {
			t.Errorf("%s: the web UI's page %v, want %v", tt.path, page, tt.page)
		}
	}
}
