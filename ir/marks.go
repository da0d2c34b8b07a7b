package ir

// Marks attaches a small integer to operations without a map, for an
// algorithm that would otherwise keep a map keyed by operations (a
// worklist's positions, a set of live operations): the integer is stored
// in the operation itself, stamped with the Marks' generation. A new Marks
// is therefore empty in constant time, whatever earlier ones left behind,
// and reading or setting a mark costs a field access rather than a hash.
//
// An operation holds one mark at a time: setting a mark with one Marks
// removes the mark of any other, which then reads as absent. Two
// algorithms that run one inside the other on the same operations must not
// both rely on their marks across the inner one.
//
// Marks may be used from several goroutines on disjoint sets of operations
// (the functions of a module, each processed by one goroutine), but not on
// one operation from two goroutines at once.
type Marks struct {
	gen uint64
}

// NewMarks returns a Marks, with no operation marked, for operations of
// ctx. Every call returns a different generation.
func (c *Context) NewMarks() Marks {
	return Marks{gen: c.markGenerations.Add(1)}
}

// Set marks op with n.
func (m Marks) Set(op *Operation, n int32) {
	op.markGen, op.markN = m.gen, n
}

// Get returns the mark of op, and whether it has one from m.
func (m Marks) Get(op *Operation) (n int32, ok bool) {
	if op.markGen != m.gen || m.gen == 0 {
		return 0, false
	}
	return op.markN, true
}

// Has reports whether op has a mark from m.
func (m Marks) Has(op *Operation) bool {
	return op.markGen == m.gen && m.gen != 0
}

// Clear removes the mark of m from op; a mark of another Marks stays.
func (m Marks) Clear(op *Operation) {
	if op.markGen == m.gen {
		op.markGen, op.markN = 0, 0
	}
}
