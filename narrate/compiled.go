package narrate

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"text/template/parse"
)

// program is a message's template compiled to the few constructs the
// catalogs use: literal text, field chains such as .seat or .room.In, the
// functions count, yo, not, eq, ne, lt and print, and if/else. It fills a
// message as text/template does, without reflection, and tells counts in
// place (text/template writes a count reference that localize replaces).
// Where a value is not one it knows (a nil, a type without its methods, a
// comparison of unlike kinds, a count that fails), it gives up and the
// message is filled by text/template: the words are always text/template's.
type program []step

// step is one node of a program: text, an action (a pipeline printed), or
// a condition with its two branches.
type step struct {
	text            string
	action          *expr
	cond            *expr
	then, otherwise program
}

// expr is a command: a field chain (field), a function called with args
// (fn), a string or whole-number constant.
type expr struct {
	field []string
	fn    string
	args  []*expr
	str   string
	num   int64
	kind  exprKind
}

// exprKind tells what an expr is.
type exprKind uint8

const (
	exprField exprKind = iota
	exprCall
	exprString
	exprNumber
)

// compile compiles the parse tree of a message; ok is false when it uses
// anything a program does not know.
func compile(list *parse.ListNode) (program, bool) {
	if list == nil {
		return nil, true
	}
	var p program
	for _, node := range list.Nodes {
		switch nd := node.(type) {
		case *parse.TextNode:
			p = append(p, step{text: string(nd.Text)})
		case *parse.ActionNode:
			e, ok := compilePipe(nd.Pipe)
			if !ok {
				return nil, false
			}
			p = append(p, step{action: e})
		case *parse.IfNode:
			c, ok := compilePipe(nd.Pipe)
			if !ok {
				return nil, false
			}
			then, ok := compile(nd.List)
			if !ok {
				return nil, false
			}
			els, ok := compile(nd.ElseList)
			if !ok {
				return nil, false
			}
			p = append(p, step{cond: c, then: then, otherwise: els})
		default:
			return nil, false
		}
	}
	return p, true
}

// knownFuncs are the functions a program calls, with their arities.
var knownFuncs = map[string]int{"count": 2, "yo": 3, "not": 1, "eq": 2, "ne": 2, "lt": 2, "print": 1}

// compilePipe compiles a pipeline of one command: a function call or a
// single argument.
func compilePipe(pipe *parse.PipeNode) (*expr, bool) {
	if pipe == nil || len(pipe.Decl) > 0 || len(pipe.Cmds) != 1 {
		return nil, false
	}
	args := pipe.Cmds[0].Args
	if len(args) == 0 {
		return nil, false
	}
	if id, ok := args[0].(*parse.IdentifierNode); ok {
		if knownFuncs[id.Ident] != len(args)-1 {
			return nil, false
		}
		e := &expr{kind: exprCall, fn: id.Ident}
		for _, a := range args[1:] {
			x, ok := compileArg(a)
			if !ok {
				return nil, false
			}
			e.args = append(e.args, x)
		}
		return e, true
	}
	if len(args) != 1 {
		return nil, false
	}
	return compileArg(args[0])
}

// compileArg compiles an argument: a field chain, a string, a whole
// number or a parenthesized pipeline.
func compileArg(node parse.Node) (*expr, bool) {
	switch a := node.(type) {
	case *parse.FieldNode:
		return &expr{kind: exprField, field: a.Ident}, true
	case *parse.StringNode:
		return &expr{kind: exprString, str: a.Text}, true
	case *parse.NumberNode:
		if !a.IsInt {
			return nil, false
		}
		return &expr{kind: exprNumber, num: a.Int64}, true
	case *parse.PipeNode:
		return compilePipe(a)
	}
	return nil, false
}

// reads appends to names the data fields p reads (the first name of each
// field chain), those not in names already.
func (p program) reads(names []string) []string {
	for i := range p {
		s := &p[i]
		names = s.action.reads(names)
		names = s.cond.reads(names)
		names = s.then.reads(names)
		names = s.otherwise.reads(names)
	}
	return names
}

// reads appends to names the data fields e reads, those not in names
// already; a nil e reads none.
func (e *expr) reads(names []string) []string {
	if e == nil {
		return names
	}
	if e.kind == exprField && len(e.field) > 0 && !slices.Contains(names, e.field[0]) {
		names = append(names, e.field[0])
	}
	for _, a := range e.args {
		names = a.reads(names)
	}
	return names
}

// noValue is a missing map entry, as text/template holds it (printed
// "<no value>", false in a condition).
type noValue struct{}

// run fills the program with data for n; ok is false when it gave up.
func (p program) run(n *Narrator, data map[string]any, b *strings.Builder) bool {
	for i := range p {
		s := &p[i]
		switch {
		case s.action != nil:
			v, ok := s.action.eval(n, data)
			if !ok {
				return false
			}
			if !printValue(b, v) {
				return false
			}
		case s.cond != nil:
			v, ok := s.cond.eval(n, data)
			if !ok {
				return false
			}
			t, ok := truth(v)
			if !ok {
				return false
			}
			branch := s.otherwise
			if t {
				branch = s.then
			}
			if !branch.run(n, data, b) {
				return false
			}
		default:
			b.WriteString(s.text)
		}
	}
	return true
}

// eval evaluates the expression; ok is false where the program gives up.
func (e *expr) eval(n *Narrator, data map[string]any) (any, bool) {
	switch e.kind {
	case exprString:
		return e.str, true
	case exprNumber:
		return int(e.num), true
	case exprField:
		v, found := data[e.field[0]]
		if !found {
			return noValue{}, true
		}
		for _, name := range e.field[1:] {
			var ok bool
			if v, ok = method(v, name); !ok {
				return nil, false
			}
		}
		return v, v != nil
	}
	args := make([]any, len(e.args))
	for i, a := range e.args {
		v, ok := a.eval(n, data)
		if !ok {
			return nil, false
		}
		if _, missing := v.(noValue); missing {
			return nil, false
		}
		args[i] = v
	}
	switch e.fn {
	case "count":
		unit, ok := args[1].(string)
		if !ok {
			return nil, false
		}
		if _, ok := toInt(args[0]); !ok {
			return nil, false
		}
		s, err := n.count(args[0], unit)
		return s, err == nil
	case "yo":
		w, ok := args[0].(Who)
		you, ok1 := args[1].(string)
		other, ok2 := args[2].(string)
		if !ok || !ok1 || !ok2 {
			return nil, false
		}
		return youOr(w, you, other), true
	case "not":
		t, ok := truth(args[0])
		return !t, ok
	case "print":
		var b strings.Builder
		if !printValue(&b, args[0]) {
			return nil, false
		}
		return b.String(), true
	case "eq", "ne":
		eq, ok := equal(args[0], args[1])
		return eq == (e.fn == "eq"), ok
	case "lt":
		x, ok1 := args[0].(int)
		y, ok2 := args[1].(int)
		if ok1 && ok2 {
			return x < y, true
		}
		s, ok1 := args[0].(string)
		t, ok2 := args[1].(string)
		return s < t, ok1 && ok2
	}
	return nil, false
}

// method is the method name of v, as a field chain calls it: the
// grammatical forms of seats and places, a list's length.
func method(v any, name string) (any, bool) {
	switch x := v.(type) {
	case Who:
		switch name {
		case "String":
			return x.String(), true
		case "Dat":
			return x.Dat(), true
		case "Acc":
			return x.Acc(), true
		case "Ins":
			return x.Ins(), true
		case "Gen":
			return x.Gen(), true
		case "You":
			return x.You(), true
		}
	case Place:
		switch name {
		case "String":
			return x.String(), true
		case "In":
			return x.In(), true
		case "To":
			return x.To(), true
		case "From":
			return x.From(), true
		}
	case List:
		switch name {
		case "String":
			return x.String(), true
		case "Len":
			return x.Len(), true
		}
	}
	return nil, false
}

// equal compares two values of one basic kind, as eq does.
func equal(x, y any) (bool, bool) {
	switch a := x.(type) {
	case int:
		b, ok := y.(int)
		return a == b, ok
	case string:
		b, ok := y.(string)
		return a == b, ok
	case bool:
		b, ok := y.(bool)
		return a == b, ok
	}
	return false, false
}

// truth is whether v is true in a condition, as text/template judges it.
func truth(v any) (bool, bool) {
	switch x := v.(type) {
	case noValue:
		return false, true
	case bool:
		return x, true
	case string:
		return x != "", true
	case int:
		return x != 0, true
	case Who, Place, List, Obj:
		return true, true // structs are always true
	}
	return false, false
}

// printValue writes v as text/template prints it.
func printValue(b *strings.Builder, v any) bool {
	switch x := v.(type) {
	case noValue:
		b.WriteString("<no value>")
	case string:
		b.WriteString(x)
	case int:
		b.WriteString(strconv.Itoa(x))
	case bool:
		b.WriteString(strconv.FormatBool(x))
	case fmt.Stringer:
		b.WriteString(x.String())
	default:
		return false
	}
	return true
}
