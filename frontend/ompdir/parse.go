package ompdir

import (
	"fmt"
	"slices"
	"strings"
)

// MaxDepth bounds the nesting of a clause's expressions (parentheses,
// operators), so that a hostile directive gets an error, not a stack
// overflow.
const MaxDepth = 256

// Parse parses one directive from its tokens (those after `omp`); at is
// the position of `omp`, for a directive with no tokens.
func Parse(toks []Token, at Pos) (*Directive, error) {
	p := &parser{toks: toks, at: at}
	d, err := p.directive()
	if err != nil {
		return nil, err
	}
	return d, nil
}

type parser struct {
	toks  []Token
	i     int
	at    Pos
	depth int
}

type bailout struct{ err *Error }

func (p *parser) peek() Token {
	if p.i < len(p.toks) {
		return p.toks[p.i]
	}
	end := p.at
	if len(p.toks) > 0 {
		last := p.toks[len(p.toks)-1]
		end = last.Pos
		end.Col += len(last.Text)
	}
	return Token{Kind: EOF, Pos: end}
}

func (p *parser) next() Token {
	t := p.peek()
	if p.i < len(p.toks) {
		p.i++
	}
	return t
}

func (p *parser) is(text string) bool {
	t := p.peek()
	return t.Kind != EOF && t.Kind != String && t.Kind != Char && t.Text == text
}

func (p *parser) accept(text string) bool {
	if p.is(text) {
		p.i++
		return true
	}
	return false
}

func (p *parser) fail(pos Pos, format string, args ...any) {
	panic(bailout{&Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}})
}

func describe(t Token) string {
	if t.Kind == EOF {
		return "end of directive"
	}
	return "'" + t.Text + "'"
}

func (p *parser) expect(text string) Token {
	t := p.peek()
	if !p.is(text) {
		p.fail(t.Pos, "expected '%s', found %s", text, describe(t))
	}
	return p.next()
}

func (p *parser) ident(what string) Token {
	t := p.peek()
	if t.Kind != Ident {
		p.fail(t.Pos, "expected %s, found %s", what, describe(t))
	}
	return p.next()
}

func (p *parser) directive() (d *Directive, err error) {
	defer func() {
		if r := recover(); r != nil {
			b, ok := r.(bailout)
			if !ok {
				panic(r)
			}
			d, err = nil, b.err
		}
	}()
	first := p.peek()
	if first.Kind != Ident {
		p.fail(first.Pos, "expected an OpenMP directive name after 'omp', found %s", describe(first))
	}
	p.next()
	name := first.Text
	for p.peek().Kind == Ident && prefixes[name+" "+p.peek().Text] {
		name += " " + p.next().Text
	}
	info, ok := directives[name]
	if !ok {
		if prefixes[name] {
			p.fail(p.peek().Pos, "incomplete OpenMP directive '%s': expected %s", name, completions(name))
		}
		p.fail(first.Pos, "unknown OpenMP directive '%s'", name)
	}
	d = &Directive{Pos: first.Pos, Name: name}
	if info.arg != argNone && p.is("(") {
		open := p.next()
		d.Arg = p.list(open, false)
	} else if info.arg == argRequired {
		p.fail(p.peek().Pos, "expected '(' after '%s'", name)
	}
	allowed := map[string]bool{}
	for _, c := range info.clauses {
		allowed[c] = true
	}
	for p.peek().Kind != EOF {
		p.accept(",")
		t := p.peek()
		if t.Kind != Ident {
			p.fail(t.Pos, "expected an OpenMP clause, found %s", describe(t))
		}
		if _, known := clauseSyntax[t.Text]; !known {
			p.fail(t.Pos, "unknown OpenMP clause '%s'", t.Text)
		}
		if !allowed[t.Text] {
			p.fail(t.Pos, "clause '%s' is not allowed on the '%s' directive", t.Text, name)
		}
		p.next()
		c := p.clause(t)
		if once(c.Name) {
			for _, prev := range d.Clauses {
				if prev.Name == c.Name {
					p.fail(t.Pos, "clause '%s' appears more than once on the '%s' directive", c.Name, name)
				}
			}
		}
		d.Clauses = append(d.Clauses, c)
	}
	return d, nil
}

// once reports whether a clause may appear at most once on a directive.
func once(name string) bool {
	switch name {
	case "private", "firstprivate", "lastprivate", "shared", "reduction", "in_reduction",
		"task_reduction", "copyin", "copyprivate", "depend", "map", "to", "from", "is_device_ptr",
		"use_device_ptr", "use_device_addr", "has_device_addr", "link", "enter", "aligned",
		"linear", "nontemporal", "if",
		// one per variable category (OpenMP 5.2, 5.8.7)
		"defaultmap":
		return false
	}
	return true
}

func completions(prefix string) string {
	var next []string
	for name := range directives {
		if strings.HasPrefix(name, prefix+" ") {
			w := strings.Fields(strings.TrimPrefix(name, prefix+" "))[0]
			next = append(next, "'"+w+"'")
		}
	}
	slices.Sort(next)
	return strings.Join(slices.Compact(next), " or ")
}

func (p *parser) clause(t Token) *Clause {
	c := &Clause{Pos: t.Pos, Name: t.Text}
	syn := clauseSyntax[t.Text]
	switch syn {
	case sBare:
		return c
	case sOptExpr:
		if !p.is("(") {
			return c
		}
	}
	open := p.expect("(")
	switch syn {
	case sList:
		c.Items = p.list(open, false)
		return c
	case sExpr, sOptExpr:
		c.Exprs = []Expr{p.expr()}
	case sIf:
		// if([directive-name-modifier :] expr)
		if t := p.peek(); t.Kind == Ident && prefixes[t.Text] && p.i+1 < len(p.toks) && p.toks[p.i+1].Text == ":" {
			c.Kind, c.KindPos = t.Text, t.Pos
			p.i += 2
		}
		c.Exprs = []Expr{p.expr()}
	case sDefault:
		c.Kind, c.KindPos = p.keyword(t.Text, "shared", "none", "private", "firstprivate")
	case sProcBind:
		c.Kind, c.KindPos = p.keyword(t.Text, "primary", "master", "close", "spread")
	case sKeyword:
		k := p.ident("an argument of '" + t.Text + "'")
		c.Kind, c.KindPos = k.Text, k.Pos
		if p.accept(":") {
			m := p.ident("a category")
			c.Modifiers = append(c.Modifiers, m.Text)
		}
	case sSchedule:
		p.schedule(c)
	case sDistSched:
		c.Kind, c.KindPos = p.keyword(t.Text, "static")
		if p.accept(",") {
			c.Exprs = []Expr{p.expr()}
		}
	case sReduction:
		p.reduction(c, open)
		return c
	case sDepend:
		c.Kind, c.KindPos = p.keyword(t.Text, "in", "out", "inout", "mutexinoutset", "inoutset")
		p.expect(":")
		c.Items = p.list(open, false)
		return c
	case sMap:
		p.mapClause(c, open)
		return c
	case sMotion:
		if t := p.peek(); t.Text == "present" && p.i+1 < len(p.toks) && p.toks[p.i+1].Text == ":" {
			c.Modifiers = append(c.Modifiers, "present")
			p.i += 2
		}
		c.Items = p.list(open, true)
		return c
	}
	p.close(open)
	return c
}

func (p *parser) close(open Token) {
	t := p.peek()
	if !p.is(")") {
		if t.Kind == EOF {
			p.fail(t.Pos, "expected ')' to match this '(' at %d:%d", open.Pos.Line, open.Pos.Col)
		}
		p.fail(t.Pos, "expected ')', found %s", describe(t))
	}
	p.next()
}

func (p *parser) keyword(clause string, allowed ...string) (string, Pos) {
	t := p.peek()
	for _, a := range allowed {
		if t.Kind == Ident && t.Text == a {
			p.next()
			return a, t.Pos
		}
	}
	quoted := make([]string, len(allowed))
	for i, a := range allowed {
		quoted[i] = "'" + a + "'"
	}
	p.fail(t.Pos, "expected %s in '%s' clause, found %s", strings.Join(quoted, ", "), clause, describe(t))
	return "", Pos{}
}

func (p *parser) schedule(c *Clause) {
	kinds := []string{"static", "dynamic", "guided", "auto", "runtime"}
	isKind := func(s string) bool {
		for _, k := range kinds {
			if s == k {
				return true
			}
		}
		return false
	}
	// Modifiers: monotonic, nonmonotonic, simd, before a ':'.
	for {
		t := p.peek()
		if t.Kind == Ident && (t.Text == "monotonic" || t.Text == "nonmonotonic" || t.Text == "simd") {
			p.next()
			c.Modifiers = append(c.Modifiers, t.Text)
			if p.accept(",") {
				continue
			}
			p.expect(":")
		}
		break
	}
	t := p.peek()
	if t.Kind != Ident || !isKind(t.Text) {
		p.fail(t.Pos, "expected 'static', 'dynamic', 'guided', 'auto' or 'runtime' in 'schedule' clause, found %s", describe(t))
	}
	p.next()
	c.Kind, c.KindPos = t.Text, t.Pos
	if p.accept(",") {
		if t.Text == "auto" || t.Text == "runtime" {
			p.fail(p.peek().Pos, "schedule(%s) takes no chunk size", t.Text)
		}
		c.Exprs = []Expr{p.expr()}
	}
}

var reductionOps = []string{"+", "-", "*", "&", "|", "^", "&&", "||", "min", "max"}

func (p *parser) reduction(c *Clause, open Token) {
	// [modifier ,] (inscan, task, default)
	if t := p.peek(); t.Kind == Ident && (t.Text == "inscan" || t.Text == "task" || t.Text == "default") &&
		p.i+1 < len(p.toks) && p.toks[p.i+1].Text == "," {
		c.Modifiers = append(c.Modifiers, t.Text)
		p.i += 2
	}
	t := p.peek()
	ok := false
	for _, op := range reductionOps {
		if t.Text == op && t.Kind != String && t.Kind != Char {
			ok = true
		}
	}
	if !ok {
		if t.Kind == Ident {
			p.fail(t.Pos, "user-defined reduction '%s' is not supported: the reduction identifier must be one of + - * & | ^ && || min max", t.Text)
		}
		p.fail(t.Pos, "expected a reduction identifier (+ - * & | ^ && || min max), found %s", describe(t))
	}
	p.next()
	c.Kind, c.KindPos = t.Text, t.Pos
	p.expect(":")
	c.Items = p.list(open, false)
}

var mapTypes = []string{"to", "from", "tofrom", "alloc", "release", "delete"}
var mapModifiers = []string{"always", "close", "present", "ompx_hold"}

func (p *parser) mapClause(c *Clause, open Token) {
	// Look ahead for a ':' at depth 0 before the list: then a type and
	// modifiers come first.
	colon := -1
	depth := 0
	for j := p.i; j < len(p.toks); j++ {
		switch p.toks[j].Text {
		case "(", "[":
			depth++
		case ")", "]":
			depth--
		case ":":
			if depth == 0 {
				colon = j
			}
		}
		if depth < 0 || colon >= 0 {
			break
		}
	}
	if colon >= 0 {
		for p.i < colon {
			t := p.next()
			if t.Text == "," {
				continue
			}
			if slices.Contains(mapModifiers, t.Text) {
				c.Modifiers = append(c.Modifiers, t.Text)
				continue
			}
			if slices.Contains(mapTypes, t.Text) {
				if c.Kind != "" {
					p.fail(t.Pos, "more than one map type in 'map' clause")
				}
				c.Kind, c.KindPos = t.Text, t.Pos
				continue
			}
			if t.Text == "mapper" {
				p.fail(t.Pos, "the 'mapper' map modifier is not supported")
			}
			p.fail(t.Pos, "expected a map type (to, from, tofrom, alloc, release, delete) or modifier (always, close, present), found %s", describe(t))
		}
		p.expect(":")
	}
	c.Items = p.list(open, true)
}

// list parses `item, item, ... )`, the ')' included; members allows
// structure members (`s.a`, `p->q.r[0:n]`), which only map and data-motion
// clauses take (OpenMP 5.2, 5.8.3 and 5.9).
func (p *parser) list(open Token, members bool) []Item {
	var items []Item
	for {
		t := p.ident("a variable name")
		it := Item{Pos: t.Pos, Name: t.Text}
		for members && (p.is(".") || p.is("->")) {
			sel := p.next()
			m := p.ident("a member name")
			it.Members = append(it.Members, MemberRef{Pos: sel.Pos, Name: m.Text, Arrow: sel.Text == "->"})
		}
		for p.is("[") {
			lb := p.next()
			s := Section{Pos: lb.Pos}
			if !p.is(":") {
				s.Lower = p.expr()
			}
			if p.accept(":") {
				s.Colon = true
				if !p.is("]") {
					s.Length = p.expr()
				}
			}
			if s.Lower == nil && !s.Colon {
				p.fail(p.peek().Pos, "expected an expression in array section")
			}
			p.expect("]")
			it.Sections = append(it.Sections, s)
		}
		if members && (p.is(".") || p.is("->")) {
			p.fail(p.peek().Pos, "a member of an array element (after a subscript) is not supported in a list item")
		}
		items = append(items, it)
		if !p.accept(",") {
			break
		}
	}
	p.close(open)
	return items
}
