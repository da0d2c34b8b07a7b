package rewrite

import (
	"errors"
	"fmt"
	"slices"
	"sort"

	"github.com/strata-ir/strata/ir"
)

// ConversionPattern converts an operation during dialect conversion. It
// receives the operation and its operands as the conversion has remapped
// them (the adaptor: values of converted types where the producer was
// converted or the type converter asked for it), and changes the IR through
// a ConversionRewriter.
//
// A pattern that returns an error did not apply and must leave the IR
// untouched; the error says why, for ConversionConfig.ExplainFailures. A
// pattern that returns nil must have replaced, erased, or modified in place
// the operation it was given.
type ConversionPattern interface {
	// Root is the name of the operations the pattern converts, or "" for
	// any operation.
	Root() string
	// Benefit orders patterns that match the same op: higher first.
	Benefit() int
	// GeneratedOps names the operations the pattern may create; nil when
	// unknown. The driver skips a pattern that would create an op it
	// knows it can never legalize.
	GeneratedOps() []string
	// TypeConverter is the converter the pattern's operands are remapped
	// with, or nil: without one, operands are remapped to whatever
	// replaced them, of whatever type.
	TypeConverter() *TypeConverter
	// MatchAndRewrite tries the pattern on op, whose remapped operands are
	// operands (one per operand of op).
	MatchAndRewrite(op *ir.Operation, operands []*ir.Value, rw *ConversionRewriter) error
}

// ConversionPatternFunc is a ConversionPattern made of a function.
type ConversionPatternFunc struct {
	Name      string // names the pattern in failure explanations
	RootName  string
	Priority  int
	Generated []string
	Converter *TypeConverter
	Fn        func(op *ir.Operation, operands []*ir.Value, rw *ConversionRewriter) error
}

func (p *ConversionPatternFunc) Root() string                  { return p.RootName }
func (p *ConversionPatternFunc) Benefit() int                  { return p.Priority }
func (p *ConversionPatternFunc) GeneratedOps() []string        { return p.Generated }
func (p *ConversionPatternFunc) TypeConverter() *TypeConverter { return p.Converter }
func (p *ConversionPatternFunc) MatchAndRewrite(op *ir.Operation, operands []*ir.Value, rw *ConversionRewriter) error {
	return p.Fn(op, operands, rw)
}

func (p *ConversionPatternFunc) String() string {
	if p.Name != "" {
		return p.Name
	}
	return "conversion of " + rootOrAny(p.RootName)
}

func rootOrAny(root string) string {
	if root == "" {
		return "any op"
	}
	return "'" + root + "'"
}

// OpConversionPattern makes a conversion pattern on operations named root
// from a function of the typed view of the operation (arith.AsAddI, say),
// its remapped operands and the rewriter. tc may be nil; generated lists
// the ops the function may create (nil: unknown).
//
//	rewrite.OpConversionPattern("toy.add", 1, tc, []string{"arith.addi"}, toy.AsAdd,
//		func(op toy.AddOp, operands []*ir.Value, rw *rewrite.ConversionRewriter) error { ... })
func OpConversionPattern[T any](root string, benefit int, tc *TypeConverter, generated []string,
	as func(*ir.Operation) (T, bool), fn func(op T, operands []*ir.Value, rw *ConversionRewriter) error) ConversionPattern {
	return &ConversionPatternFunc{
		RootName:  root,
		Priority:  benefit,
		Generated: generated,
		Converter: tc,
		Fn: func(op *ir.Operation, operands []*ir.Value, rw *ConversionRewriter) error {
			t, ok := as(op)
			if !ok {
				return fmt.Errorf("not a %s", root)
			}
			return fn(t, operands, rw)
		},
	}
}

// errNoMatch is what an adapted rewrite pattern reports when it declines.
var errNoMatch = errors.New("the rewrite pattern did not match")

// FromPattern adapts a plain rewrite pattern to dialect conversion. It sees
// the operation as it is (its operands not remapped) and rewrites through
// the conversion's Rewriter, so results it replaces with values of other
// types are bridged like those of any conversion pattern.
func FromPattern(p Pattern) ConversionPattern { return patternAdapter{p} }

type patternAdapter struct{ p Pattern }

func (a patternAdapter) Root() string                  { return a.p.Root() }
func (a patternAdapter) Benefit() int                  { return a.p.Benefit() }
func (a patternAdapter) GeneratedOps() []string        { return a.p.GeneratedOps() }
func (a patternAdapter) TypeConverter() *TypeConverter { return nil }
func (a patternAdapter) MatchAndRewrite(op *ir.Operation, _ []*ir.Value, rw *ConversionRewriter) error {
	if a.p.MatchAndRewrite(op, rw.Rewriter) {
		return nil
	}
	return errNoMatch
}

func (a patternAdapter) String() string {
	if pf, ok := a.p.(*PatternFunc); ok && pf.Name != "" {
		return pf.Name
	}
	return "rewrite pattern on " + rootOrAny(a.p.Root())
}

// patternName names p in messages.
func patternName(p ConversionPattern) string {
	if s, ok := p.(fmt.Stringer); ok {
		return s.String()
	}
	return fmt.Sprintf("%T on %s", p, rootOrAny(p.Root()))
}

// ConversionPatternSet holds conversion patterns indexed by the operation
// they match. Patterns for one op are tried in order of decreasing benefit,
// and in the order they were added among equal benefits. Build the set
// before the conversion starts; conversions only read it, so one set may
// serve conversions running in parallel.
type ConversionPatternSet struct {
	byRoot map[string][]*patternEntry // each sorted, best first
	any    []*patternEntry
}

// patternEntry holds a pattern of a set. The driver tells patterns apart
// by their entries, since a pattern's own type need not be comparable.
type patternEntry struct {
	p       ConversionPattern
	benefit int
}

// NewConversionPatternSet returns a set holding ps.
func NewConversionPatternSet(ps ...ConversionPattern) *ConversionPatternSet {
	s := &ConversionPatternSet{byRoot: map[string][]*patternEntry{}}
	s.Add(ps...)
	return s
}

// Add adds patterns to the set.
func (s *ConversionPatternSet) Add(ps ...ConversionPattern) {
	for _, p := range ps {
		e := &patternEntry{p: p, benefit: p.Benefit()}
		if p.Root() == "" {
			s.any = insertByBenefit(s.any, e)
		} else {
			s.byRoot[p.Root()] = insertByBenefit(s.byRoot[p.Root()], e)
		}
	}
}

// AddRewritePatterns adds plain rewrite patterns, adapted by FromPattern.
func (s *ConversionPatternSet) AddRewritePatterns(ps ...Pattern) {
	for _, p := range ps {
		s.Add(FromPattern(p))
	}
}

// insertByBenefit inserts e after every entry of at least its benefit.
func insertByBenefit(es []*patternEntry, e *patternEntry) []*patternEntry {
	i := sort.Search(len(es), func(i int) bool { return es[i].benefit < e.benefit })
	return slices.Insert(es, i, e)
}

// Len returns the number of patterns.
func (s *ConversionPatternSet) Len() int {
	n := len(s.any)
	for _, es := range s.byRoot {
		n += len(es)
	}
	return n
}

// For returns the patterns that may convert an operation named name, best
// first: those rooted at name merged with those for any op.
func (s *ConversionPatternSet) For(name string) []ConversionPattern {
	es := s.entries(name)
	ps := make([]ConversionPattern, len(es))
	for i, e := range es {
		ps[i] = e.p
	}
	return ps
}

// entries is For as entries. The slice must not be modified.
func (s *ConversionPatternSet) entries(name string) []*patternEntry {
	specific := s.byRoot[name]
	if len(s.any) == 0 {
		return specific
	}
	if len(specific) == 0 {
		return s.any
	}
	out := make([]*patternEntry, 0, len(specific)+len(s.any))
	i, j := 0, 0
	for i < len(specific) || j < len(s.any) {
		// Among equal benefits, patterns for the op come before patterns
		// for any op, as the more specific ones.
		if j == len(s.any) || i < len(specific) && specific[i].benefit >= s.any[j].benefit {
			out = append(out, specific[i])
			i++
		} else {
			out = append(out, s.any[j])
			j++
		}
	}
	return out
}

// roots returns the op names patterns are rooted at, sorted.
func (s *ConversionPatternSet) roots() []string {
	names := make([]string, 0, len(s.byRoot))
	for n := range s.byRoot {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
