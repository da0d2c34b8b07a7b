package rewrite

import (
	"github.com/strata-ir/strata/ir"
)

// Pattern is a rewrite pattern: it matches an operation and rewrites it
// through a Rewriter, reporting whether it did. A pattern that reports
// false must leave the IR untouched.
type Pattern interface {
	// Root is the name of the operations the pattern matches, or "" for
	// any operation.
	Root() string
	// Benefit orders patterns that match the same op: higher first.
	Benefit() int
	// GeneratedOps names the operations the pattern may create, so that
	// drivers (dialect conversion) can plan; nil when unknown.
	GeneratedOps() []string
	// MatchAndRewrite tries the pattern on op.
	MatchAndRewrite(op *ir.Operation, rw *Rewriter) bool
}

// PatternFunc is a Pattern made of a function.
type PatternFunc struct {
	Name      string // for debugging and statistics
	RootName  string
	Priority  int
	Generated []string
	Fn        func(op *ir.Operation, rw *Rewriter) bool
}

func (p *PatternFunc) Root() string           { return p.RootName }
func (p *PatternFunc) Benefit() int           { return p.Priority }
func (p *PatternFunc) GeneratedOps() []string { return p.Generated }
func (p *PatternFunc) MatchAndRewrite(op *ir.Operation, rw *Rewriter) bool {
	return p.Fn(op, rw)
}

// OpPattern makes a pattern on operations named root from a function of
// the typed view of the operation, such as arith.AsConstant:
//
//	rewrite.OpPattern("arith.addi", 1, arith.AsAddI, func(op arith.AddIOp, rw *rewrite.Rewriter) bool { ... })
func OpPattern[T any](root string, benefit int, as func(*ir.Operation) (T, bool), fn func(T, *Rewriter) bool) Pattern {
	return &PatternFunc{RootName: root, Priority: benefit, Fn: func(op *ir.Operation, rw *Rewriter) bool {
		t, ok := as(op)
		return ok && fn(t, rw)
	}}
}

// FromCanonicalization adapts a dialect's canonicalization pattern,
// declared on its OpDef, to a Pattern.
func FromCanonicalization(root string, cp ir.CanonicalizationPattern) Pattern {
	return &PatternFunc{Name: cp.Name, RootName: root, Priority: cp.Benefit, Fn: func(op *ir.Operation, rw *Rewriter) bool {
		return cp.Rewrite(op, rw)
	}}
}
