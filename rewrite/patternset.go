package rewrite

import "sort"

// PatternSet holds patterns indexed by the operation they match. Patterns
// for one op are tried in order of decreasing benefit, and in the order
// they were added among equal benefits.
type PatternSet struct {
	byRoot map[string][]Pattern
	any    []Pattern
	sorted map[string][]Pattern // For's answers, cleared by Add
}

// NewPatternSet returns a set holding ps.
func NewPatternSet(ps ...Pattern) *PatternSet {
	s := &PatternSet{byRoot: map[string][]Pattern{}}
	s.Add(ps...)
	return s
}

// Add adds patterns to the set.
func (s *PatternSet) Add(ps ...Pattern) {
	for _, p := range ps {
		if p.Root() == "" {
			s.any = append(s.any, p)
		} else {
			s.byRoot[p.Root()] = append(s.byRoot[p.Root()], p)
		}
	}
	s.sorted = nil
}

// Len returns the number of patterns.
func (s *PatternSet) Len() int {
	n := len(s.any)
	for _, ps := range s.byRoot {
		n += len(ps)
	}
	return n
}

// For returns the patterns that may match an operation named name, best
// first. The slice must not be modified. For is not safe to call
// concurrently with Add; Freeze the set before sharing it.
func (s *PatternSet) For(name string) []Pattern {
	if ps, ok := s.sorted[name]; ok {
		return ps
	}
	ps := append(append([]Pattern(nil), s.byRoot[name]...), s.any...)
	sort.SliceStable(ps, func(i, j int) bool { return ps[i].Benefit() > ps[j].Benefit() })
	if s.sorted == nil {
		s.sorted = map[string][]Pattern{}
	}
	s.sorted[name] = ps
	return ps
}

// Frozen is a pattern set that no longer changes and may be shared by
// goroutines, as pass managers share one among the functions they
// rewrite in parallel.
type Frozen struct {
	byName map[string][]Pattern
	any    []Pattern
}

// Freeze returns the frozen form of the set.
func (s *PatternSet) Freeze() *Frozen {
	f := &Frozen{byName: map[string][]Pattern{}}
	for name := range s.byRoot {
		f.byName[name] = s.For(name)
	}
	f.any = s.For("")
	return f
}

// For returns the patterns that may match an operation named name, best
// first.
func (f *Frozen) For(name string) []Pattern {
	if ps, ok := f.byName[name]; ok {
		return ps
	}
	return f.any
}
