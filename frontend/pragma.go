package frontend

import (
	"strings"

	"github.com/strata-ir/strata/frontend/ompdir"
	cc "modernc.org/cc/v4"
	"modernc.org/token"
)

// pragma is one #pragma line of the translation unit, as cc reported it.
type pragma struct {
	pos  token.Position
	toks []cc.Token // after "#pragma"
}

// pragmaTable collects the pragmas in preprocessing order. The front end
// consumes them by position: the pragmas of a file before a statement of
// that file (and after the start of the function being translated) apply
// to it. Positions, not one cursor, because functions are not translated
// in source order: a header's static inline functions are translated
// when the program first uses them, and their pragmas with them.
type pragmaTable struct {
	list []pragma
	used []bool
}

func (p *pragmaTable) handle(toks []cc.Token) error {
	if len(toks) == 0 {
		return nil
	}
	p.list = append(p.list, pragma{pos: toks[0].Position(), toks: toks})
	p.used = append(p.used, false)
	return nil
}

// before reports whether position a comes before b in the same file.
func before(a, b token.Position) bool {
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	return a.Column < b.Column
}

// in reports whether pr is a pragma of pos's file in [lo, pos); a zero
// lo has no lower bound.
func (pr pragma) in(lo, pos token.Position) bool {
	return pr.pos.Filename == pos.Filename && (lo.Line == 0 || !before(pr.pos, lo)) && before(pr.pos, pos)
}

// take returns the unconsumed pragmas of pos's file in [lo, pos), in
// order, and consumes them. A zero pos takes every unconsumed pragma of
// the main file from lo on (the end of the translation unit).
func (p *pragmaTable) take(t *translator, lo, pos token.Position) []pragma {
	var out []pragma
	for i, pr := range p.list {
		if p.used[i] {
			continue
		}
		ok := pr.in(lo, pos)
		if pos.Line == 0 {
			ok = pr.pos.Filename == t.file && (lo.Line == 0 || !before(pr.pos, lo))
		}
		if ok {
			p.used[i] = true
			out = append(out, pr)
		}
	}
	return out
}

// peek returns the index of the first unconsumed pragma of pos's file in
// [lo, pos), without consuming it, or -1.
func (p *pragmaTable) peek(lo, pos token.Position) int {
	for i, pr := range p.list {
		if !p.used[i] && pr.in(lo, pos) {
			return i
		}
	}
	return -1
}

// consume marks the pragma i consumed.
func (p *pragmaTable) consume(i int) { p.used[i] = true }

// skip consumes the pragmas in [lo, pos) without looking at them (those
// of a function whose translation failed).
func (p *pragmaTable) skip(t *translator, lo, pos token.Position) { p.take(t, lo, pos) }

// directive parses an OpenMP pragma, or returns nil for another pragma
// (or for any pragma without -fopenmp). A malformed directive is reported
// and gives nil.
func (t *translator) directive(pr pragma) *ompdir.Directive {
	if name := pr.toks[0].SrcStr(); name != "omp" {
		switch name {
		case "once", "pack", "GCC", "STDC", "clang", "push_macro", "pop_macro", "weak", "redefine_extname":
			// The preprocessor's, or without effect on the translation.
		default:
			t.warnAt(posOf(pr.pos), "ignoring '#pragma %s'", name)
		}
		return nil
	}
	if !t.opts.OpenMP {
		return nil
	}
	toks := t.expandMacros(pr.toks[1:], 0)
	at := ompdir.Pos{File: pr.pos.Filename, Line: pr.pos.Line, Col: pr.pos.Column}
	d, err := ompdir.Parse(toks, at)
	if err != nil {
		if e, ok := err.(*ompdir.Error); ok {
			t.errorAt(Pos{File: e.Pos.File, Line: e.Pos.Line, Col: e.Pos.Col}, "%s", e.Msg)
		} else {
			t.errorAt(posOf(pr.pos), "%v", err)
		}
		return nil
	}
	return d
}

// fileScope handles the pragmas at file scope before pos: the
// declarative directives; an executable directive there is an error.
func (p *pragmaTable) fileScope(t *translator, lo, pos token.Position) {
	for _, pr := range p.take(t, lo, pos) {
		d := t.directive(pr)
		if d == nil {
			continue
		}
		if !ompdir.IsDeclarative(d.Name) {
			t.errorAt(dirPos(d), "'#pragma omp %s' is not allowed at file scope", d.Name)
			continue
		}
		t.declarative(d)
	}
}

func dirPos(d *ompdir.Directive) Pos { return Pos{File: d.Pos.File, Line: d.Pos.Line, Col: d.Pos.Col} }
func clausePos(c *ompdir.Clause) Pos {
	return Pos{File: c.Pos.File, Line: c.Pos.Line, Col: c.Pos.Col}
}
func ompPos(p ompdir.Pos) Pos { return Pos{File: p.File, Line: p.Line, Col: p.Col} }

// pragmasBefore handles the pragmas before the node n in a function:
// standalone directives are translated in place; the executable
// directives that apply to the statement n are returned, outermost
// first. atEnd is set at a block's closing brace, where no statement
// follows.
func (f *function) pragmasBefore(n cc.Node, atEnd bool) []*ompdir.Directive {
	var chain []*ompdir.Directive
	for _, pr := range f.t.pragmas.take(f.t, f.start, n.Position()) {
		d := f.t.directive(pr)
		if d == nil {
			continue
		}
		switch {
		case ompdir.IsDeclarative(d.Name):
			if d.Name == "requires" {
				f.t.errorAt(dirPos(d), "'#pragma omp requires' must appear at file scope")
				continue
			}
			if d.Name == "threadprivate" {
				f.t.threadprivate(d, f)
				continue
			}
			f.t.declarative(d)
		case ompdir.IsStandalone(d.Name):
			if len(chain) > 0 {
				f.t.errorAt(dirPos(d), "'#pragma omp %s' cannot be the statement of '#pragma omp %s'", d.Name, chain[len(chain)-1].Name)
				continue
			}
			if !f.dead {
				f.standalone(d)
			}
		default:
			chain = append(chain, d)
		}
	}
	if atEnd && len(chain) > 0 {
		f.t.errorAt(dirPos(chain[len(chain)-1]), "'#pragma omp %s' must be followed by a statement", chain[len(chain)-1].Name)
		return nil
	}
	return chain
}

// expandMacros converts cc's tokens to the directive parser's, replacing
// macros (OpenMP directives are subject to macro replacement). The
// tokens a macro produces are located at the macro's name in the pragma.
func (t *translator) expandMacros(toks []cc.Token, depth int) []ompdir.Token {
	in := make([]ptok, len(toks))
	for i, tok := range toks {
		in[i] = ptok{tok: tok}
	}
	var out []ompdir.Token
	for _, p := range t.expand(in, map[string]bool{}, depth) {
		o := convertToken(p.tok)
		if p.located {
			o.Pos = p.at
		}
		out = append(out, o)
	}
	return out
}

// ptok is a token being macro-expanded: a token of a macro's body takes
// the position of the macro's use (located).
type ptok struct {
	tok     cc.Token
	at      ompdir.Pos
	located bool
}

func (p ptok) pos() ompdir.Pos {
	if p.located {
		return p.at
	}
	q := p.tok.Position()
	return ompdir.Pos{File: q.Filename, Line: q.Line, Col: q.Column}
}

// expand replaces the macros in toks. hide holds the macros being
// expanded, which are not expanded again.
func (t *translator) expand(toks []ptok, hide map[string]bool, depth int) []ptok {
	var out []ptok
	for i := 0; i < len(toks); i++ {
		tok := toks[i]
		name := tok.tok.SrcStr()
		m := t.ast.Macros[name]
		if tok.tok.Ch != rune(cc.IDENTIFIER) || m == nil || hide[name] || depth > 64 {
			out = append(out, tok)
			continue
		}
		at := tok.pos()
		var body []ptok
		end := i
		if m.IsFnLike {
			if i+1 >= len(toks) || toks[i+1].tok.SrcStr() != "(" {
				out = append(out, tok)
				continue
			}
			args, close, ok := macroArgs(toks, i+1)
			if !ok {
				out = append(out, tok)
				continue
			}
			end = close
			params := map[string]int{}
			for k, p := range m.Params {
				params[p.SrcStr()] = k
			}
			// The arguments are macro-expanded before they replace the
			// parameters (C11 6.10.3.1), so MAX(MAX(a, b), c) expands
			// the inner MAX, which is hidden while the body is rescanned.
			expanded := make([][]ptok, len(args))
			for k, a := range args {
				expanded[k] = t.expand(a, hide, depth+1)
			}
			for _, r := range m.ReplacementList() {
				if k, isParam := params[r.SrcStr()]; isParam && r.Ch == rune(cc.IDENTIFIER) && k < len(args) {
					body = append(body, expanded[k]...)
					continue
				}
				body = append(body, ptok{tok: r})
			}
		} else {
			for _, r := range m.ReplacementList() {
				body = append(body, ptok{tok: r})
			}
		}
		for k := range body {
			body[k].at, body[k].located = at, true
		}
		hide[name] = true
		out = append(out, t.expand(body, hide, depth+1)...)
		delete(hide, name)
		i = end
	}
	return out
}

// macroArgs splits the arguments of a function-like macro call whose '('
// is toks[open]; end is the index of the ')'.
func macroArgs(toks []ptok, open int) (args [][]ptok, end int, ok bool) {
	depth := 0
	var cur []ptok
	for j := open; j < len(toks); j++ {
		s := toks[j].tok.SrcStr()
		switch {
		case s == "(":
			depth++
			if depth == 1 {
				continue
			}
		case s == ")":
			depth--
			if depth == 0 {
				args = append(args, cur)
				return args, j, true
			}
		case s == "," && depth == 1:
			args = append(args, cur)
			cur = nil
			continue
		}
		cur = append(cur, toks[j])
	}
	return nil, 0, false
}

func convertToken(tok cc.Token) ompdir.Token {
	p := tok.Position()
	pos := ompdir.Pos{File: p.Filename, Line: p.Line, Col: p.Column}
	text := tok.SrcStr()
	kind := ompdir.Punct
	switch tok.Ch {
	case rune(cc.IDENTIFIER):
		kind = ompdir.Ident
	case rune(cc.INTCONST), rune(cc.FLOATCONST), rune(cc.PPNUMBER):
		kind = ompdir.Number
	case rune(cc.CHARCONST), rune(cc.LONGCHARCONST):
		kind = ompdir.Char
	case rune(cc.STRINGLITERAL), rune(cc.LONGSTRINGLITERAL):
		kind = ompdir.String
	default:
		if text != "" && (text[0] == '_' || text[0] >= 'a' && text[0] <= 'z' || text[0] >= 'A' && text[0] <= 'Z') && !strings.ContainsAny(text, " \t") {
			// Keywords (for, if, default, static, ...) are identifiers
			// to the directive parser.
			kind = ompdir.Ident
		}
	}
	return ompdir.Token{Kind: kind, Text: text, Pos: pos}
}

// namesWithin returns the names in the clauses of the OpenMP directives
// inside the statement s (not yet consumed: they follow s's start).
func (p *pragmaTable) namesWithin(t *translator, s *cc.Statement) map[string]bool {
	names := map[string]bool{}
	start := s.Position()
	end := lastPosition(s)
	for i, pr := range p.list {
		if p.used[i] || pr.pos.Filename != start.Filename || before(pr.pos, start) {
			continue
		}
		if end.Line != 0 && before(end, pr.pos) {
			continue
		}
		for _, tok := range pr.toks {
			if tok.Ch == rune(cc.IDENTIFIER) {
				names[tok.SrcStr()] = true
			}
		}
	}
	return names
}

// lastPosition returns the position of the last token of n.
func lastPosition(n cc.Node) token.Position {
	toks := cc.NodeTokens(n)
	if len(toks) == 0 {
		return token.Position{}
	}
	return toks[len(toks)-1].Position()
}
