package content

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"sync"
)

// source is one data file being read: its name, its line table and the line
// of every value by path ("tiles/3/front/spaces/0/edges/1").
type source struct {
	file  string
	lines lines
	at    map[string]int
}

// line returns the line of the value at path, or of its nearest recorded
// ancestor.
func (s *source) line(path string) int {
	for {
		if l, ok := s.at[path]; ok {
			return l
		}
		i := strings.LastIndexByte(path, '/')
		if i < 0 {
			return s.at[""]
		}
		path = path[:i]
	}
}

// decoder fills Go values from a node tree, reporting every mismatch.
type decoder struct {
	src      *source
	problems []Problem
}

func (d *decoder) fail(n *node, format string, args ...any) {
	d.problems = append(d.problems, Problem{File: d.src.file, Line: d.src.lines.at(n.off), Message: fmt.Sprintf(format, args...)})
}

// join appends a key (string) or an index (int) to a path.
func join(path string, key any) string {
	var k string
	switch x := key.(type) {
	case string:
		k = x
	case int:
		k = strconv.Itoa(x)
	default:
		k = fmt.Sprint(x)
	}
	if path == "" {
		return k
	}
	return path + "/" + k
}

// value decodes n into v (addressable) at path.
func (d *decoder) value(n *node, v reflect.Value, path string) {
	d.src.at[path] = d.src.lines.at(n.off)
	where := path
	if where == "" {
		where = "document"
	}
	switch v.Kind() {
	case reflect.Pointer:
		if n.kind == 'z' {
			return
		}
		p := reflect.New(v.Type().Elem())
		d.value(n, p.Elem(), path)
		v.Set(p)
	case reflect.Struct:
		if n.kind != '{' {
			d.fail(n, "%s: want an object, got %s", where, kindName(n))
			return
		}
		fields := jsonFields(v.Type())
		seen := map[string]bool{}
		for i, key := range n.keys {
			kn := &node{off: n.koff[i]}
			if strings.HasPrefix(key, "_") {
				continue // a comment
			}
			if seen[key] {
				d.fail(kn, "%s: duplicate key %q", where, key)
				continue
			}
			seen[key] = true
			fi, ok := fields[key]
			if !ok {
				d.fail(kn, "%s: unknown field %q", where, key)
				continue
			}
			d.value(n.vals[i], v.Field(fi), join(path, key))
		}
	case reflect.Slice:
		if n.kind != '[' {
			d.fail(n, "%s: want a list, got %s", where, kindName(n))
			return
		}
		s := reflect.MakeSlice(v.Type(), len(n.vals), len(n.vals))
		for i, item := range n.vals {
			d.value(item, s.Index(i), join(path, i))
		}
		v.Set(s)
	case reflect.Array:
		if n.kind != '[' || len(n.vals) != v.Len() {
			d.fail(n, "%s: want a list of %d, got %s", where, v.Len(), kindName(n))
			return
		}
		for i, item := range n.vals {
			d.value(item, v.Index(i), join(path, i))
		}
	case reflect.String:
		if n.kind != 's' {
			d.fail(n, "%s: want a string, got %s", where, kindName(n))
			return
		}
		v.SetString(n.str)
	case reflect.Bool:
		if n.kind != 'b' {
			d.fail(n, "%s: want true or false, got %s", where, kindName(n))
			return
		}
		v.SetBool(n.b)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if n.kind != 'n' {
			d.fail(n, "%s: want a whole number, got %s", where, kindName(n))
			return
		}
		i, err := strconv.ParseInt(n.num.String(), 10, 32)
		if err != nil {
			d.fail(n, "%s: want a whole number, got %s", where, n.num)
			return
		}
		v.SetInt(i)
	default:
		d.fail(n, "%s: cannot decode into %s", where, v.Type())
	}
}

func kindName(n *node) string {
	switch n.kind {
	case '{':
		return "an object"
	case '[':
		return "a list"
	case 's':
		return strconv.Quote(n.str)
	case 'n':
		return n.num.String()
	case 'b':
		return strconv.FormatBool(n.b)
	}
	return "null"
}

var fieldCache sync.Map // reflect.Type → map[string]int

// jsonFields maps the JSON names of t's fields to their indexes.
func jsonFields(t reflect.Type) map[string]int {
	if m, ok := fieldCache.Load(t); ok {
		return m.(map[string]int)
	}
	m := map[string]int{}
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		m[name] = i
	}
	fieldCache.Store(t, m)
	return m
}
