// Package jsonlint reads JSON content files for the games' content linters:
// it decodes a data file into Go values like encoding/json, but reports
// every mistake (unknown field, duplicate key, wrong type) instead of the
// first, remembers the line of every value so that later checks can name
// it, and reports a syntax error alone, once.
//
//	var f file
//	src, problems := jsonlint.Decode("rooms.json", data, &f)
//	if src != nil && f.Slots < 1 {
//		problems = append(problems, jsonlint.Problem{File: src.File(),
//			Line: src.Line("slots"), Message: "slots must be positive"})
//	}
//
// It does no I/O: callers read the files.
package jsonlint
