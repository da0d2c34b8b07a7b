package dsl

import (
	"github.com/strata-ir/strata/ir"
)

// Parse parses the spec text src, read from the file named name. It stops
// at the first syntax error and returns it as a located *ir.Diagnostic.
func Parse(name, src string) (*File, error) {
	f, diag := parse(name, src)
	if diag != nil {
		return nil, diag
	}
	return f, nil
}

func parse(name, src string) (*File, *ir.Diagnostic) {
	lx := newLexer(name, src)
	var toks []Token
	for {
		t, err := lx.next()
		if err != nil {
			return nil, err
		}
		toks = append(toks, t)
		if t.Kind == tokEOF {
			break
		}
	}
	p := &parser{toks: toks}
	f := &File{Name: name, Comments: lx.comments}
	for p.tok().Kind != tokEOF {
		r, err := p.runtime()
		if err != nil {
			return nil, err
		}
		f.Runtimes = append(f.Runtimes, r)
	}
	return f, nil
}

// maxNesting bounds the nesting of parentheses, brackets and 'not' in
// expressions and predicates, as ir's parser bounds regions, types and
// attributes, so that a hostile spec cannot exhaust the stack (of this
// recursive-descent parser and of the passes that walk its AST).
const maxNesting = 1000

// parser is a recursive-descent parser over the whole token list.
type parser struct {
	toks  []Token
	i     int
	depth int // open nesting levels, bounded by maxNesting
}

// enter opens a nesting level at t, failing at t past maxNesting; each
// successful enter is paired with a leave.
func (p *parser) enter(t Token) *ir.Diagnostic {
	p.depth++
	if p.depth > maxNesting {
		return p.errorf(t, "nesting depth exceeds the limit of %d", maxNesting)
	}
	return nil
}

func (p *parser) leave() { p.depth-- }

func (p *parser) tok() Token { return p.toks[p.i] }

func (p *parser) peek(n int) Token {
	if p.i+n < len(p.toks) {
		return p.toks[p.i+n]
	}
	return p.toks[len(p.toks)-1]
}

func (p *parser) take() Token {
	t := p.toks[p.i]
	if t.Kind != tokEOF {
		p.i++
	}
	return t
}

func (p *parser) errorf(t Token, format string, args ...any) *ir.Diagnostic {
	return errorAt(t.Pos, format, args...)
}

// expectPunct consumes the punctuation text, or fails saying what it
// expected after what.
func (p *parser) expectPunct(text, after string) (Token, *ir.Diagnostic) {
	t := p.tok()
	if !t.is(tokPunct, text) {
		if text == ";" && p.i > 0 {
			// As C compilers do, point just after what the ';' should
			// follow: the next token is often on the next line.
			return t, errorAt(p.toks[p.i-1].End, "expected ';' %s, found %s", after, t.describe())
		}
		return t, p.errorf(t, "expected '%s' %s, found %s", text, after, t.describe())
	}
	return p.take(), nil
}

// unclosed reports a file that ends inside braces opened at open.
func (p *parser) unclosed(t Token, what string, open Pos) *ir.Diagnostic {
	return p.errorf(t, "expected '}' to close %s, found end of file", what).AttachNote(open.Loc(), "to match this '{'")
}

func (p *parser) expectIdent(what string) (Token, *ir.Diagnostic) {
	t := p.tok()
	if t.Kind != tokIdent {
		if t.Kind == tokKeyword {
			return t, p.errorf(t, "expected %s, found keyword '%s' (keywords are reserved)", what, t.Text)
		}
		return t, p.errorf(t, "expected %s, found %s", what, t.describe())
	}
	return p.take(), nil
}

// runtime := 'runtime' IDENT '{' (let | construct)* '}'
func (p *parser) runtime() (*Runtime, *ir.Diagnostic) {
	t := p.tok()
	if !t.is(tokKeyword, "runtime") {
		return nil, p.errorf(t, "expected 'runtime' at the top level, found %s", t.describe())
	}
	p.take()
	name, err := p.expectIdent("a runtime name")
	if err != nil {
		return nil, err
	}
	lb, err := p.expectPunct("{", "after the runtime name")
	if err != nil {
		return nil, err
	}
	r := &Runtime{Pos: t.Pos, Name: name.Text, LBrace: lb.Pos}
	for {
		t := p.tok()
		switch {
		case t.is(tokPunct, "}"):
			r.RBrace = p.take().Pos
			return r, nil
		case t.is(tokKeyword, "let"):
			l, err := p.let()
			if err != nil {
				return nil, err
			}
			r.Items = append(r.Items, l)
		case t.is(tokKeyword, "construct"):
			c, err := p.construct()
			if err != nil {
				return nil, err
			}
			r.Items = append(r.Items, c)
		case t.Kind == tokEOF:
			return nil, p.unclosed(t, "runtime '"+r.Name+"'", r.LBrace)
		default:
			return nil, p.errorf(t, "expected 'let', 'construct' or '}' in runtime '%s', found %s", r.Name, t.describe())
		}
	}
}

// let := 'let' IDENT '=' expr ';'
func (p *parser) let() (*Let, *ir.Diagnostic) {
	kw := p.take()
	name, err := p.expectIdent("a name after 'let'")
	if err != nil {
		return nil, err
	}
	if _, err := p.expectPunct("=", "after the let name"); err != nil {
		return nil, err
	}
	v, err := p.expr()
	if err != nil {
		return nil, err
	}
	semi, err := p.expectPunct(";", "after the let value")
	if err != nil {
		return nil, err
	}
	return &Let{Pos: kw.Pos, Name: name.Text, NamePos: name.Pos, Value: v, End: semi.Pos}, nil
}

// construct := 'construct' IDENT ('when' pred)? '{' item* '}'
func (p *parser) construct() (*Construct, *ir.Diagnostic) {
	kw := p.take()
	name, err := p.expectIdent("a construct name")
	if err != nil {
		return nil, err
	}
	c := &Construct{Pos: kw.Pos, Name: name.Text, NamePos: name.Pos}
	if p.tok().is(tokKeyword, "when") {
		p.take()
		if c.Guard, err = p.pred(); err != nil {
			return nil, err
		}
	}
	lb, err := p.expectPunct("{", "to open the construct body")
	if err != nil {
		return nil, err
	}
	c.LBrace = lb.Pos
	for {
		t := p.tok()
		switch {
		case t.is(tokPunct, "}"):
			c.RBrace = p.take().Pos
			return c, nil
		case t.is(tokKeyword, "let"):
			l, err := p.let()
			if err != nil {
				return nil, err
			}
			c.Items = append(c.Items, l)
		case t.is(tokKeyword, "pre"), t.is(tokKeyword, "invoke"), t.is(tokKeyword, "post"):
			b, err := p.block()
			if err != nil {
				return nil, err
			}
			c.Items = append(c.Items, b)
		case t.Kind == tokIdent:
			prop, err := p.property()
			if err != nil {
				return nil, err
			}
			c.Items = append(c.Items, prop)
		case t.Kind == tokEOF:
			return nil, p.unclosed(t, "construct '"+c.Name+"'", c.LBrace)
		default:
			return nil, p.errorf(t, "expected a property, 'let', 'pre', 'invoke', 'post' or '}' in construct '%s', found %s", c.Name, t.describe())
		}
	}
}

// property := IDENT '=' expr ';'
func (p *parser) property() (*Property, *ir.Diagnostic) {
	name := p.take()
	if _, err := p.expectPunct("=", "after property name '"+name.Text+"'"); err != nil {
		return nil, err
	}
	v, err := p.expr()
	if err != nil {
		return nil, err
	}
	semi, err := p.expectPunct(";", "after the property value")
	if err != nil {
		return nil, err
	}
	return &Property{Pos: name.Pos, Name: name.Text, Value: v, End: semi.Pos}, nil
}

// block := ('pre' | 'invoke' | 'post') '{' stmt* '}'
func (p *parser) block() (*Block, *ir.Diagnostic) {
	kw := p.take()
	b := &Block{Pos: kw.Pos}
	switch kw.Text {
	case "pre":
		b.Kind = Pre
	case "invoke":
		b.Kind = Invoke
	default:
		b.Kind = Post
	}
	lb, err := p.expectPunct("{", "after '"+kw.Text+"'")
	if err != nil {
		return nil, err
	}
	b.LBrace = lb.Pos
	for {
		t := p.tok()
		if t.is(tokPunct, "}") {
			b.RBrace = p.take().Pos
			return b, nil
		}
		if t.Kind == tokEOF {
			return nil, p.unclosed(t, "the '"+kw.Text+"' block", b.LBrace)
		}
		s, err := p.stmt()
		if err != nil {
			return nil, err
		}
		if s.Kind == Otherwise {
			if n := len(b.Stmts); n == 0 || b.Stmts[n-1].Kind != When {
				return nil, errorAt(s.Pos, "'otherwise' must come right after a 'when' statement")
			}
		}
		b.Stmts = append(b.Stmts, s)
	}
}

// stmt := ('when' pred '=>')? action ';' | 'otherwise' '=>' action ';'
func (p *parser) stmt() (*Stmt, *ir.Diagnostic) {
	t := p.tok()
	s := &Stmt{Pos: t.Pos}
	var err *ir.Diagnostic
	switch {
	case t.is(tokKeyword, "when"):
		p.take()
		s.Kind = When
		if s.Guard, err = p.pred(); err != nil {
			return nil, err
		}
		if _, err := p.expectPunct("=>", "after the 'when' predicate"); err != nil {
			return nil, err
		}
	case t.is(tokKeyword, "otherwise"):
		p.take()
		s.Kind = Otherwise
		if _, err := p.expectPunct("=>", "after 'otherwise'"); err != nil {
			return nil, err
		}
	}
	if s.Action, err = p.action(); err != nil {
		return nil, err
	}
	semi, err := p.expectPunct(";", "after the action")
	if err != nil {
		return nil, err
	}
	s.End = semi.Pos
	return s, nil
}

// action := 'call' STRING '(' args? ')' | 'emit' IDENT ('(' args? ')')?
func (p *parser) action() (Action, *ir.Diagnostic) {
	t := p.tok()
	switch {
	case t.is(tokKeyword, "call"):
		p.take()
		name := p.tok()
		if name.Kind != tokString {
			if name.Kind == tokIdent {
				return nil, p.errorf(name, "the function of 'call' is a string: write \"%s\"", name.Text)
			}
			return nil, p.errorf(name, "expected a function name string after 'call', found %s", name.describe())
		}
		p.take()
		if _, err := p.expectPunct("(", "after the function name"); err != nil {
			return nil, err
		}
		args, err := p.args(")")
		if err != nil {
			return nil, err
		}
		return &CallAction{Pos: t.Pos, Callee: name.Text, NamePos: name.Pos, Args: args}, nil
	case t.is(tokKeyword, "emit"):
		p.take()
		name, err := p.expectIdent("a primitive name after 'emit'")
		if err != nil {
			return nil, err
		}
		e := &EmitAction{Pos: t.Pos, Name: name.Text, NamePos: name.Pos}
		if p.tok().is(tokPunct, "(") {
			p.take()
			if e.Args, err = p.args(")"); err != nil {
				return nil, err
			}
		}
		return e, nil
	case t.is(tokKeyword, "otherwise"):
		return nil, p.errorf(t, "'otherwise' starts a statement; it cannot follow a 'when' guard")
	}
	return nil, p.errorf(t, "expected an action ('call' or 'emit'), found %s", t.describe())
}

// args parses `(expr (',' expr)*)? close` after the opening bracket.
func (p *parser) args(close string) ([]Expr, *ir.Diagnostic) {
	var args []Expr
	if p.tok().is(tokPunct, close) {
		p.take()
		return args, nil
	}
	for {
		e, err := p.expr()
		if err != nil {
			return nil, err
		}
		args = append(args, e)
		t := p.tok()
		if t.is(tokPunct, ",") {
			p.take()
			continue
		}
		if t.is(tokPunct, close) {
			p.take()
			return args, nil
		}
		return nil, p.errorf(t, "expected ',' or '%s' in the argument list, found %s", close, t.describe())
	}
}

// expr := IDENT '(' args? ')' | IDENT | STRING | NUMBER | 'true' | 'false'
// | 'null' | '[' (expr (',' expr)*)? ']'
func (p *parser) expr() (Expr, *ir.Diagnostic) {
	t := p.tok()
	switch t.Kind {
	case tokIdent:
		p.take()
		if lp := p.tok(); lp.is(tokPunct, "(") {
			if err := p.enter(lp); err != nil {
				return nil, err
			}
			defer p.leave()
			p.take()
			args, err := p.args(")")
			if err != nil {
				return nil, err
			}
			return &CallExpr{Pos: t.Pos, Name: t.Text, Args: args}, nil
		}
		return &Ident{Pos: t.Pos, Name: t.Text}, nil
	case tokString:
		p.take()
		return &StringLit{Pos: t.Pos, Value: t.Text}, nil
	case tokNumber:
		p.take()
		return &NumberLit{Pos: t.Pos, Value: t.Num}, nil
	case tokKeyword:
		switch t.Text {
		case "true", "false":
			p.take()
			return &BoolLit{Pos: t.Pos, Value: t.Text == "true"}, nil
		case "null":
			p.take()
			return &NullLit{Pos: t.Pos}, nil
		}
		return nil, p.errorf(t, "expected an expression, found keyword '%s' (keywords are reserved)", t.Text)
	case tokPunct:
		if t.Text == "[" {
			if err := p.enter(t); err != nil {
				return nil, err
			}
			defer p.leave()
			p.take()
			elems, err := p.args("]")
			if err != nil {
				return nil, err
			}
			return &ListExpr{Pos: t.Pos, Elems: elems}, nil
		}
	}
	return nil, p.errorf(t, "expected an expression, found %s", t.describe())
}

// pred := orPred; orPred := andPred ('or' andPred)*;
// andPred := notPred ('and' notPred)*; notPred := 'not' notPred | atom.
func (p *parser) pred() (Pred, *ir.Diagnostic) {
	l, err := p.andPred()
	if err != nil {
		return nil, err
	}
	for p.tok().is(tokKeyword, "or") {
		p.take()
		r, err := p.andPred()
		if err != nil {
			return nil, err
		}
		l = &OrPred{L: l, R: r}
	}
	return l, nil
}

func (p *parser) andPred() (Pred, *ir.Diagnostic) {
	l, err := p.notPred()
	if err != nil {
		return nil, err
	}
	for p.tok().is(tokKeyword, "and") {
		p.take()
		r, err := p.notPred()
		if err != nil {
			return nil, err
		}
		l = &AndPred{L: l, R: r}
	}
	return l, nil
}

func (p *parser) notPred() (Pred, *ir.Diagnostic) {
	t := p.tok()
	if t.is(tokKeyword, "not") {
		if err := p.enter(t); err != nil {
			return nil, err
		}
		defer p.leave()
		p.take()
		x, err := p.notPred()
		if err != nil {
			return nil, err
		}
		return &NotPred{Pos: t.Pos, X: x}, nil
	}
	return p.atomPred()
}

// atomPred := 'has' '(' IDENT ')' | IDENT ('==' | '!=') expr | IDENT
// | '(' pred ')'
func (p *parser) atomPred() (Pred, *ir.Diagnostic) {
	t := p.tok()
	switch {
	case t.is(tokKeyword, "has"):
		p.take()
		if _, err := p.expectPunct("(", "after 'has'"); err != nil {
			return nil, err
		}
		name, err := p.expectIdent("a clause name in 'has(...)'")
		if err != nil {
			return nil, err
		}
		if _, err := p.expectPunct(")", "after the clause name"); err != nil {
			return nil, err
		}
		return &HasPred{Pos: t.Pos, Name: name.Text, NamePos: name.Pos}, nil
	case t.is(tokPunct, "("):
		if err := p.enter(t); err != nil {
			return nil, err
		}
		defer p.leave()
		p.take()
		x, err := p.pred()
		if err != nil {
			return nil, err
		}
		if _, err := p.expectPunct(")", "to close the parenthesized predicate"); err != nil {
			return nil, err
		}
		return x, nil
	case t.Kind == tokIdent:
		p.take()
		op := p.tok()
		var err *ir.Diagnostic
		if op.is(tokPunct, "==") || op.is(tokPunct, "!=") {
			p.take()
			var v Expr
			if w := p.tok(); w.Kind == tokKeyword && w.Text != "true" && w.Text != "false" && w.Text != "null" {
				// An enumeration word that is also a keyword, as in
				// schedule == runtime.
				v = &Ident{Pos: p.take().Pos, Name: w.Text}
			} else if v, err = p.expr(); err != nil {
				return nil, err
			}
			return &ComparePred{Pos: t.Pos, Name: t.Text, Op: op.Text, OpPos: op.Pos, Value: v}, nil
		}
		if op.is(tokPunct, "=") {
			return nil, p.errorf(op, "'=' is not a comparison; write '=='")
		}
		if op.is(tokPunct, "(") {
			return nil, p.errorf(t, "a predicate cannot call '%s'; test a clause with has(...), '==' or '!='", t.Text)
		}
		return &FlagPred{Pos: t.Pos, Name: t.Text}, nil
	case t.is(tokKeyword, "true"), t.is(tokKeyword, "false"):
		return nil, p.errorf(t, "a predicate cannot be the constant '%s'; drop the guard instead", t.Text)
	}
	return nil, p.errorf(t, "expected a predicate, found %s", t.describe())
}
