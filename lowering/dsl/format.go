package dsl

import (
	"strconv"
	"strings"
)

// Format prints f canonically: two-space indentation, one item or
// statement per line, a blank line between runtimes and around construct
// declarations, single spaces around operators, the fewest parentheses
// that keep a predicate's meaning, and `emit name` without empty
// parentheses. Comments are kept: a comment on a line of its own stays on
// its own line before the item that follows it, at that item's
// indentation; a comment on the line where an item ends stays at the end of
// that item's line. Blank lines elsewhere are not kept.
func Format(f *File) string {
	w := &formatter{comments: f.Comments}
	for i, r := range f.Runtimes {
		if i > 0 {
			w.blank()
		}
		next := endPos()
		if i+1 < len(f.Runtimes) {
			next = f.Runtimes[i+1].Pos
		}
		w.runtime(r, next)
	}
	w.leading(endPos(), 0)
	return w.b.String()
}

type formatter struct {
	b        strings.Builder
	comments []Comment
	next     int // the first comment not yet printed
	// lastBlank is true right after a blank line, so that none doubles.
	lastBlank bool
}

func (w *formatter) line(indent int, text string) {
	w.b.WriteString(strings.Repeat("  ", indent))
	w.b.WriteString(text)
	w.lastBlank = false
}

func (w *formatter) endLine() { w.b.WriteByte('\n') }

func (w *formatter) blank() {
	if w.b.Len() > 0 && !w.lastBlank {
		w.b.WriteByte('\n')
		w.lastBlank = true
	}
}

// leading prints, each on its own line, the comments that start before p.
func (w *formatter) leading(p Pos, indent int) {
	for w.next < len(w.comments) && w.comments[w.next].Pos.before(p) {
		w.line(indent, w.comments[w.next].Text)
		w.endLine()
		w.next++
	}
}

// trailing appends to the current line the comments that start on or
// before line and before next (the start of what follows), then ends it.
func (w *formatter) trailing(line int, next Pos) {
	for w.next < len(w.comments) {
		c := w.comments[w.next]
		if c.Pos.Line > line || !c.Pos.before(next) {
			break
		}
		w.b.WriteString(" ")
		w.b.WriteString(c.Text)
		w.next++
	}
	w.endLine()
}

// endPos is a position after everything.
func endPos() Pos { return Pos{Line: int(^uint(0) >> 1)} }

// startAfter returns the start of items[i+1], or close when i is last.
func startAfter[T Item](items []T, i int, close Pos) Pos {
	if i+1 < len(items) {
		return items[i+1].Start()
	}
	return close
}

func (w *formatter) runtime(r *Runtime, next Pos) {
	w.leading(r.Pos, 0)
	w.line(0, "runtime "+r.Name+" {")
	w.trailing(r.LBrace.Line, startAfter(r.Items, -1, r.RBrace))
	var prev Item
	for i, it := range r.Items {
		_, isConstruct := it.(*Construct)
		_, prevConstruct := prev.(*Construct)
		if prev != nil && (isConstruct || prevConstruct) {
			w.blank()
		}
		after := startAfter(r.Items, i, r.RBrace)
		switch it := it.(type) {
		case *Let:
			w.let(it, 1, after)
		case *Construct:
			w.construct(it, 1, after)
		}
		prev = it
	}
	w.leading(r.RBrace, 1)
	w.line(0, "}")
	w.trailing(r.RBrace.Line, next)
}

func (w *formatter) let(l *Let, indent int, next Pos) {
	w.leading(l.Pos, indent)
	w.line(indent, "let "+l.Name+" = "+formatExpr(l.Value)+";")
	w.trailing(l.End.Line, next)
}

func (w *formatter) construct(c *Construct, indent int, next Pos) {
	w.leading(c.Pos, indent)
	head := "construct " + c.Name
	if c.Guard != nil {
		head += " when " + formatPred(c.Guard, precOr)
	}
	w.line(indent, head+" {")
	w.trailing(c.LBrace.Line, startAfter(c.Items, -1, c.RBrace))
	for i, it := range c.Items {
		after := startAfter(c.Items, i, c.RBrace)
		switch it := it.(type) {
		case *Property:
			w.leading(it.Pos, indent+1)
			w.line(indent+1, it.Name+" = "+formatExpr(it.Value)+";")
			w.trailing(it.End.Line, after)
		case *Let:
			w.let(it, indent+1, after)
		case *Block:
			w.block(it, indent+1, after)
		}
	}
	w.leading(c.RBrace, indent+1)
	w.line(indent, "}")
	w.trailing(c.RBrace.Line, next)
}

func (w *formatter) block(b *Block, indent int, next Pos) {
	w.leading(b.Pos, indent)
	w.line(indent, b.Kind.String()+" {")
	stmtStart := func(i int) Pos {
		if i < len(b.Stmts) {
			return b.Stmts[i].Pos
		}
		return b.RBrace
	}
	w.trailing(b.LBrace.Line, stmtStart(0))
	for i, s := range b.Stmts {
		w.leading(s.Pos, indent+1)
		w.line(indent+1, formatStmt(s))
		w.trailing(s.End.Line, stmtStart(i+1))
	}
	w.leading(b.RBrace, indent+1)
	w.line(indent, "}")
	w.trailing(b.RBrace.Line, next)
}

func formatStmt(s *Stmt) string {
	action := formatAction(s.Action) + ";"
	switch s.Kind {
	case When:
		return "when " + formatPred(s.Guard, precOr) + " => " + action
	case Otherwise:
		return "otherwise => " + action
	}
	return action
}

func formatAction(a Action) string {
	switch a := a.(type) {
	case *CallAction:
		return "call " + quote(a.Callee) + "(" + formatExprs(a.Args) + ")"
	case *EmitAction:
		if len(a.Args) == 0 {
			return "emit " + a.Name
		}
		return "emit " + a.Name + "(" + formatExprs(a.Args) + ")"
	}
	return ""
}

func formatExprs(list []Expr) string {
	parts := make([]string, len(list))
	for i, e := range list {
		parts[i] = formatExpr(e)
	}
	return strings.Join(parts, ", ")
}

// formatExpr prints an expression canonically.
func formatExpr(e Expr) string {
	switch e := e.(type) {
	case *Ident:
		return e.Name
	case *StringLit:
		return quote(e.Value)
	case *NumberLit:
		return strconv.FormatInt(e.Value, 10)
	case *BoolLit:
		return strconv.FormatBool(e.Value)
	case *NullLit:
		return "null"
	case *ListExpr:
		return "[" + formatExprs(e.Elems) + "]"
	case *CallExpr:
		return e.Name + "(" + formatExprs(e.Args) + ")"
	}
	return ""
}

// Predicate precedence, loosest first.
const (
	precOr = iota
	precAnd
	precNot
)

// formatPred prints p for a context that binds at least as tightly as
// prec, parenthesizing it when it binds more loosely. Operators associate
// to the left, so a right operand of the same operator keeps its
// parentheses.
func formatPred(p Pred, prec int) string {
	wrap := func(own int, s string) string {
		if own < prec {
			return "(" + s + ")"
		}
		return s
	}
	switch p := p.(type) {
	case *OrPred:
		return wrap(precOr, formatPred(p.L, precOr)+" or "+formatPred(p.R, precAnd))
	case *AndPred:
		return wrap(precAnd, formatPred(p.L, precAnd)+" and "+formatPred(p.R, precNot))
	case *NotPred:
		return "not " + formatPred(p.X, precNot)
	case *HasPred:
		return "has(" + p.Name + ")"
	case *ComparePred:
		return p.Name + " " + p.Op + " " + formatExpr(p.Value)
	case *FlagPred:
		return p.Name
	}
	return ""
}

// FormatPred prints a predicate canonically, as the formatter does.
func FormatPred(p Pred) string { return formatPred(p, precOr) }

// FormatExpr prints an expression canonically, as the formatter does.
func FormatExpr(e Expr) string { return formatExpr(e) }
