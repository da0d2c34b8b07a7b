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
// consumes them in source order: those before a statement apply to it.
type pragmaTable struct {
	list []pragma
	next int
}

func (p *pragmaTable) handle(toks []cc.Token) error {
	if len(toks) == 0 {
		return nil
	}
	p.list = append(p.list, pragma{pos: toks[0].Position(), toks: toks})
	return nil
}

// before reports whether position a comes before b in the same file.
func before(a, b token.Position) bool {
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	return a.Column < b.Column
}

// take returns the pragmas of the main file before pos (all of them when
// pos is the zero position), in order, and consumes them.
func (p *pragmaTable) take(t *translator, pos token.Position) []pragma {
	var out []pragma
	for p.next < len(p.list) {
		pr := p.list[p.next]
		if pr.pos.Filename != t.file {
			p.next++
			continue
		}
		if pos.Line != 0 && (pos.Filename != t.file || !before(pr.pos, pos)) {
			break
		}
		p.next++
		out = append(out, pr)
	}
	return out
}

// skip consumes the pragmas before pos without looking at them (those of
// a function whose translation failed).
func (p *pragmaTable) skip(t *translator, pos token.Position) { p.take(t, pos) }

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
func (p *pragmaTable) fileScope(t *translator, pos token.Position) {
	for _, pr := range p.take(t, pos) {
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
	for _, pr := range f.t.pragmas.take(f.t, n.Position()) {
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
// macros (OpenMP directives are subject to macro replacement). hide holds
// the macros being expanded, which are not expanded again.
func (t *translator) expandMacros(toks []cc.Token, depth int) []ompdir.Token {
	return t.expand(toks, map[string]bool{}, depth)
}

func (t *translator) expand(toks []cc.Token, hide map[string]bool, depth int) []ompdir.Token {
	var out []ompdir.Token
	for i := 0; i < len(toks); i++ {
		tok := toks[i]
		name := tok.SrcStr()
		m := t.ast.Macros[name]
		if tok.Ch != rune(cc.IDENTIFIER) || m == nil || hide[name] || depth > 64 {
			out = append(out, convertToken(tok))
			continue
		}
		if m.IsFnLike {
			if i+1 >= len(toks) || toks[i+1].SrcStr() != "(" {
				out = append(out, convertToken(tok))
				continue
			}
			args, end, ok := macroArgs(toks, i+1)
			if !ok {
				out = append(out, convertToken(tok))
				continue
			}
			var body []cc.Token
			params := map[string]int{}
			for k, p := range m.Params {
				params[p.SrcStr()] = k
			}
			for _, r := range m.ReplacementList() {
				if k, isParam := params[r.SrcStr()]; isParam && r.Ch == rune(cc.IDENTIFIER) && k < len(args) {
					body = append(body, args[k]...)
					continue
				}
				body = append(body, r)
			}
			hide[name] = true
			for _, e := range t.expand(body, hide, depth+1) {
				e.Pos = ompdir.Pos{File: tok.Position().Filename, Line: tok.Position().Line, Col: tok.Position().Column}
				out = append(out, e)
			}
			delete(hide, name)
			i = end
			continue
		}
		hide[name] = true
		for _, e := range t.expand(m.ReplacementList(), hide, depth+1) {
			e.Pos = ompdir.Pos{File: tok.Position().Filename, Line: tok.Position().Line, Col: tok.Position().Column}
			out = append(out, e)
		}
		delete(hide, name)
	}
	return out
}

// macroArgs splits the arguments of a function-like macro call whose '('
// is toks[open]; end is the index of the ')'.
func macroArgs(toks []cc.Token, open int) (args [][]cc.Token, end int, ok bool) {
	depth := 0
	var cur []cc.Token
	for j := open; j < len(toks); j++ {
		s := toks[j].SrcStr()
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
	for i := p.next; i < len(p.list); i++ {
		pr := p.list[i]
		if pr.pos.Filename != t.file || before(pr.pos, start) {
			continue
		}
		if end.Line != 0 && before(end, pr.pos) {
			break
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
