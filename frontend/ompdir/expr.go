package ompdir

// The expressions of clauses: C's, from the conditional operator down,
// without assignment, comma, casts or sizeof.

var binaryPrec = map[string]int{
	"||": 1, "&&": 2, "|": 3, "^": 4, "&": 5,
	"==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7,
	"<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
}

// castKeywords start a type name: '(' before one is a cast.
var castKeywords = map[string]bool{"int": true, "long": true, "short": true, "char": true, "unsigned": true,
	"signed": true, "float": true, "double": true, "_Bool": true, "void": true, "struct": true, "union": true,
	"enum": true, "const": true, "volatile": true}

func (p *parser) enter() {
	p.depth++
	if p.depth > MaxDepth {
		p.fail(p.peek().Pos, "expression nested too deeply (the limit is %d levels)", MaxDepth)
	}
}

func (p *parser) leave() { p.depth-- }

func (p *parser) expr() Expr {
	p.enter()
	defer p.leave()
	c := p.binary(1)
	if p.is("?") {
		q := p.next()
		t := p.expr()
		p.expect(":")
		f := p.expr()
		return &Cond{Pos: q.Pos, C: c, T: t, F: f}
	}
	return c
}

func (p *parser) binary(min int) Expr {
	x := p.unary()
	for {
		t := p.peek()
		if t.Kind != Punct {
			return x
		}
		prec, ok := binaryPrec[t.Text]
		if !ok || prec < min {
			return x
		}
		p.next()
		p.enter()
		y := p.binary(prec + 1)
		p.leave()
		x = &Binary{Pos: t.Pos, Op: t.Text, X: x, Y: y}
	}
}

func (p *parser) unary() Expr {
	t := p.peek()
	if t.Kind == Punct {
		switch t.Text {
		case "-", "+", "!", "~", "*", "&":
			p.next()
			p.enter()
			x := p.unary()
			p.leave()
			return &Unary{Pos: t.Pos, Op: t.Text, X: x}
		}
	}
	return p.postfix(p.primary())
}

func (p *parser) primary() Expr {
	t := p.peek()
	switch t.Kind {
	case Ident:
		if t.Text == "sizeof" {
			p.fail(t.Pos, "sizeof is not supported in OpenMP clause expressions")
		}
		p.next()
		return &Name{Pos: t.Pos, Name: t.Text}
	case Number, Char:
		p.next()
		return &Literal{Pos: t.Pos, Kind: t.Kind, Text: t.Text}
	case String:
		p.fail(t.Pos, "a string is not allowed here")
	}
	if p.is("(") {
		if p.i+1 < len(p.toks) && castKeywords[p.toks[p.i+1].Text] && p.toks[p.i+1].Kind == Ident {
			p.fail(p.toks[p.i+1].Pos, "casts are not supported in OpenMP clause expressions")
		}
		open := p.next()
		x := p.expr()
		p.close(open)
		return x
	}
	p.fail(t.Pos, "expected an expression, found %s", describe(t))
	return nil
}

func (p *parser) postfix(x Expr) Expr {
	for {
		t := p.peek()
		switch {
		case p.is("["):
			p.next()
			i := p.expr()
			p.expect("]")
			x = &Index{Pos: t.Pos, X: x, I: i}
		case p.is("("):
			p.next()
			call := &Call{Pos: t.Pos, Fun: x}
			if !p.is(")") {
				for {
					call.Args = append(call.Args, p.expr())
					if !p.accept(",") {
						break
					}
				}
			}
			p.close(t)
			x = call
		case p.is(".") || p.is("->"):
			p.next()
			n := p.ident("a member name")
			x = &Member{Pos: t.Pos, X: x, Name: n.Text, Arrow: t.Text == "->"}
		default:
			return x
		}
		p.enter()
		defer p.leave()
	}
}
