// Package ompdir parses the text of OpenMP directives, the tokens of a
// `#pragma omp` line after `omp`, into a Directive: its name, its clauses
// with their lists, array sections and expressions, each with its
// position. It knows which clauses each directive takes, so a misplaced or
// malformed clause is a located error here, before the front end sees it.
//
// The expressions of clauses are a small C expression language (names,
// constants, unary, binary and conditional operators, calls, subscripts,
// member access); the front end types and evaluates them in the scope of
// the directive.
package ompdir

import "fmt"

// Pos is a position in a source file.
type Pos struct {
	File      string
	Line, Col int
}

func (p Pos) String() string { return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col) }

// TokKind classifies a token.
type TokKind uint8

const (
	EOF TokKind = iota
	Ident
	Number // integer or floating constant, as written
	String
	Char
	Punct
)

// Token is one token of a directive, as the C preprocessor gives it.
type Token struct {
	Kind TokKind
	Text string
	Pos  Pos
}

// Error is a located error in a directive.
type Error struct {
	Pos Pos
	Msg string
}

func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// Directive is one parsed OpenMP directive.
type Directive struct {
	Pos  Pos
	Name string // the directive's words joined by one space: "parallel for", "target enter data"
	// Arg is the parenthesized argument some directives take: critical's
	// name (one Item), threadprivate's, declare target's and flush's lists.
	Arg     []Item
	Clauses []*Clause
}

// Clause returns the first clause named name, or nil.
func (d *Directive) Clause(name string) *Clause {
	for _, c := range d.Clauses {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// ClausesNamed returns every clause named name, in order.
func (d *Directive) ClausesNamed(name string) []*Clause {
	var cs []*Clause
	for _, c := range d.Clauses {
		if c.Name == name {
			cs = append(cs, c)
		}
	}
	return cs
}

// Clause is one clause of a directive. Which fields are set depends on the
// clause: list clauses set Items; expression clauses set Exprs; keyword
// arguments (default's, proc_bind's, schedule's kind, reduction's
// operator, map's and depend's type) set Kind; modifiers (schedule's
// monotonic, map's always) set Modifiers.
type Clause struct {
	Pos       Pos
	Name      string
	Kind      string
	KindPos   Pos
	Modifiers []string
	Items     []Item
	Exprs     []Expr
}

// Item is a variable in a clause's list, with its array sections:
// `a[0:n][1:m]` has two. In map and data-motion clauses an item may name
// a structure member: `s.in.x`, `ps->p[0:n]` (Members, after the name;
// the sections follow the last member).
type Item struct {
	Pos      Pos
	Name     string
	Members  []MemberRef
	Sections []Section
}

// MemberRef is one `.name` or `->name` of a list item.
type MemberRef struct {
	Pos   Pos
	Name  string
	Arrow bool
}

// Section is one `[lower : length]` (or `[index]`, Length nil and
// Colon false) of an array section. Lower or Length may be nil when left
// out (`a[:n]`, `a[1:]`).
type Section struct {
	Pos           Pos
	Lower, Length Expr
	Colon         bool
}

// Expr is an expression in a clause.
type Expr interface{ Position() Pos }

// Name is an identifier.
type Name struct {
	Pos  Pos
	Name string
}

// Literal is a numeric or character constant, as written.
type Literal struct {
	Pos  Pos
	Kind TokKind // Number or Char
	Text string
}

// Unary is a prefix operator: - + ! ~ * &.
type Unary struct {
	Pos Pos
	Op  string
	X   Expr
}

// Binary is an infix operator.
type Binary struct {
	Pos  Pos // the operator's
	Op   string
	X, Y Expr
}

// Cond is `c ? t : f`.
type Cond struct {
	Pos     Pos
	C, T, F Expr
}

// Call is `f(args)`.
type Call struct {
	Pos  Pos
	Fun  Expr
	Args []Expr
}

// Index is `x[i]`.
type Index struct {
	Pos  Pos
	X, I Expr
}

// Member is `x.name` or `x->name`.
type Member struct {
	Pos   Pos
	X     Expr
	Name  string
	Arrow bool
}

func (e *Name) Position() Pos    { return e.Pos }
func (e *Literal) Position() Pos { return e.Pos }
func (e *Unary) Position() Pos   { return e.Pos }
func (e *Binary) Position() Pos  { return e.Pos }
func (e *Cond) Position() Pos    { return e.Pos }
func (e *Call) Position() Pos    { return e.Pos }
func (e *Index) Position() Pos   { return e.Pos }
func (e *Member) Position() Pos  { return e.Pos }
