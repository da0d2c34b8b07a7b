// Package transforms holds strata's generic passes: the ones that work on
// any dialect through traits, memory effects and symbols rather than by
// knowing particular operations (cse, dce, symbol-dce, inline,
// loop-invariant-code-motion, print-op-stats, canonicalize). Register adds
// them all to a registry.
package transforms

import (
	"encoding/binary"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// CSE is MLIR's common sub-expression elimination. It walks each region
// along its dominator tree with a scoped table of the operations seen so
// far; an operation equivalent to one that dominates it is replaced by
// that one. Equivalent means the same name, attributes, result types,
// successors and operands (in any order for Commutative operations), as
// MLIR 16's OperationEquivalence has it; locations do not matter.
//
// As in MLIR 16:
//   - operations with regions are never replaced (their bodies are still
//     simplified);
//   - memory-effect-free operations are replaced across blocks; operations
//     that only read are replaced only by an equal read earlier in the same
//     block with nothing that may write in between;
//   - IsolatedFromAbove operations start an empty table;
//   - operations already trivially dead when visited are erased too;
//   - regions without SSA dominance are handled only when they have one
//     block, and there a use that was already visited keeps its value.
type CSE struct {
	NumCSE passes.Statistic `stat:"num-cse'd" help:"Number of operations CSE'd"`
	NumDCE passes.Statistic `stat:"num-dce'd" help:"Number of operations DCE'd"`

	// runs holds *cseRun: the runs of the functions reuse the tables of
	// earlier ones (one goroutine at a time), rather than growing their
	// own per function.
	runs sync.Pool
}

// NewCSE returns the cse pass.
func NewCSE() passes.Pass { return &CSE{} }

// Info describes the pass.
func (*CSE) Info() passes.Info {
	return passes.Info{
		Argument:    "cse",
		Name:        "CSE",
		Summary:     "Eliminate common sub-expressions",
		Description: "Replaces an operation by an equivalent one that dominates it and erases the operations this leaves trivially dead.",
	}
}

// Run eliminates the common sub-expressions in op's regions.
//
// The IsolatedFromAbove operations directly in op's regions (the functions
// of a module; see passes.IsolatedChildren) are simplified first, each on
// its own and concurrently when threading is on, and then the rest of op
// without entering them again. That is what one walk over op does: the
// walk starts an empty table for an isolated op and restores the outer one
// after it, so nothing seen inside one function is used in another or
// outside, and the replacements and erasures inside a function touch
// nothing outside it. Only the moment at which a function's dead
// operations are erased moves, from the end of the whole walk to the end
// of the function's.
func (p *CSE) Run(op *ir.Operation, st *passes.State) error {
	children := passes.IsolatedChildren(op)
	var changed atomic.Bool
	run := func(root *ir.Operation, skip map[*ir.Operation]bool) {
		c, _ := p.runs.Get().(*cseRun)
		if c == nil {
			c = newCSERun()
		}
		defer func() { c.release(); p.runs.Put(c) }()
		c.skip = skip
		for i := range root.NumRegions() {
			c.simplifyRegion(root.Region(i))
		}
		for _, dead := range c.toErase {
			// Every operation here had no uses when it was queued, and
			// nothing queued later can have started using it.
			dead.Erase()
		}
		p.NumCSE.Add(c.numCSE)
		p.NumDCE.Add(c.numDCE)
		if len(c.toErase) != 0 || c.changed {
			changed.Store(true)
		}
	}
	// run cannot fail.
	_ = passes.ForEach(st, children, func(child *ir.Operation) error {
		run(child, nil)
		return nil
	})
	skip := make(map[*ir.Operation]bool, len(children))
	for _, child := range children {
		skip[child] = true
	}
	run(op, skip)
	if !changed.Load() {
		st.MarkUnchanged()
	}
	return nil
}

// cseRun is the state of one run of CSE on one operation; the pass struct
// itself stays untouched so that it may run on several operations at once.
type cseRun struct {
	// ids numbers the operation names, attributes, types, values and blocks
	// that keys are made of; the numbers only need to be stable within the
	// run.
	ids     map[any]uint64
	known   *scopedTable
	toErase []*ir.Operation
	// reads caches, per read-only operation, how far the search for an
	// intervening write went and whether it found one, as MLIR does, so
	// that a chain of equal reads costs linear time.
	reads          map[*ir.Operation]readScan
	numCSE, numDCE int64
	changed        bool // a location was updated
	// skip holds the isolated operations whose regions the run does not
	// enter, simplified already by runs of their own.
	skip map[*ir.Operation]bool

	// keyBuf and keyOperands are key's scratch.
	keyBuf      []byte
	keyOperands []uint64
}

func newCSERun() *cseRun {
	return &cseRun{
		ids:   map[any]uint64{},
		known: newScopedTable(),
		reads: map[*ir.Operation]readScan{},
	}
}

// release empties c for the next run, keeping its memory.
func (c *cseRun) release() {
	clear(c.ids)
	clear(c.known.entries)
	clear(c.known.undo)
	c.known.undo = c.known.undo[:0]
	c.known.marks = c.known.marks[:0]
	clear(c.toErase)
	c.toErase = c.toErase[:0]
	clear(c.reads)
	c.numCSE, c.numDCE, c.changed, c.skip = 0, 0, false, nil
}

type readScan struct {
	upTo     *ir.Operation // the search stopped before this operation
	sawWrite bool
}

func (c *cseRun) simplifyRegion(r *ir.Region) {
	if r.Empty() {
		return
	}
	ssa := r.Kind() == ir.SSACFGRegion
	if r.NumBlocks() == 1 {
		c.known.push()
		c.simplifyBlock(r.First(), ssa)
		c.known.pop()
		return
	}
	// Without dominance there is no order in which one block's operations
	// may stand for another's.
	if !ssa {
		return
	}
	dom := ir.NewDominanceInfo(r)
	children := map[*ir.Block][]*ir.Block{}
	for _, b := range r.Blocks() {
		if idom := dom.ImmediateDominator(b); idom != nil {
			children[idom] = append(children[idom], b)
		}
	}
	// An explicit stack: the dominator tree can be as deep as the region
	// has blocks.
	type frame struct {
		block *ir.Block
		next  int
	}
	c.known.push()
	c.simplifyBlock(r.First(), true)
	stack := []frame{{block: r.First()}}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		kids := children[top.block]
		if top.next == len(kids) {
			c.known.pop()
			stack = stack[:len(stack)-1]
			continue
		}
		child := kids[top.next]
		top.next++
		c.known.push()
		c.simplifyBlock(child, true)
		stack = append(stack, frame{block: child})
	}
}

func (c *cseRun) simplifyBlock(b *ir.Block, ssa bool) {
	for op := range b.Ops() {
		if c.simplifyOperation(op, ssa) || op.NumRegions() == 0 {
			continue
		}
		if op.HasTrait(ir.IsolatedFromAbove) {
			if c.skip[op] {
				continue
			}
			// Values from above cannot be used inside: start afresh, and
			// restore the enclosing table afterwards.
			outer := c.known
			c.known = newScopedTable()
			for i := range op.NumRegions() {
				c.simplifyRegion(op.Region(i))
			}
			c.known = outer
			continue
		}
		// By index: Operation.Regions allocates a slice.
		for i := range op.NumRegions() {
			c.simplifyRegion(op.Region(i))
		}
	}
	// The cache holds positions within this block only.
	clear(c.reads)
}

// simplifyOperation replaces or erases op and reports whether it did (or
// whether op needs no further look, for reads).
func (c *cseRun) simplifyOperation(op *ir.Operation, ssa bool) bool {
	if op.IsTerminator() {
		return false
	}
	if ir.IsTriviallyDead(op) {
		c.toErase = append(c.toErase, op)
		c.numDCE++
		return true
	}
	if op.NumRegions() != 0 {
		return false
	}
	key := c.key(op)
	if !ir.IsMemoryEffectFree(op) {
		if !onlyReads(op) {
			return false
		}
		if existing := c.known.lookup(key); existing != nil &&
			existing.Block() == op.Block() && !c.writesBetween(existing, op) {
			c.replace(op, existing, ssa)
			return true
		}
		c.known.insert(key, op)
		return true
	}
	if existing := c.known.lookup(key); existing != nil {
		c.replace(op, existing, ssa)
		return true
	}
	c.known.insert(key, op)
	return false
}

// replace makes op's uses use existing and queues op for erasure.
func (c *cseRun) replace(op, existing *ir.Operation, ssa bool) {
	if ssa {
		// Dominance guarantees no use of op has been visited yet. Result
		// by result, as Operation.ReplaceAllUsesWith does, without the
		// slice Operation.Results allocates.
		for i := range op.NumResults() {
			op.Result(i).ReplaceAllUsesWith(existing.Result(i))
		}
		c.toErase = append(c.toErase, op)
	} else {
		// In a graph region a use may come first; one already visited (one
		// whose equivalent is in the table) keeps op.
		for i, r := range op.Results() {
			r.ReplaceUsesWithIf(existing.Result(i), func(u *ir.OpOperand) bool {
				return c.known.lookup(c.key(u.Owner())) == nil
			})
		}
		if op.UseEmpty() {
			c.toErase = append(c.toErase, op)
		}
	}
	// Keep the better location, as MLIR does.
	if _, unknown := existing.Loc().(ir.UnknownLoc); unknown {
		if _, alsoUnknown := op.Loc().(ir.UnknownLoc); !alsoUnknown {
			existing.SetLoc(op.Loc())
			c.changed = true
		}
	}
	c.numCSE++
}

// writesBetween reports whether an operation strictly between from and to
// (in one block) may write memory. Like MLIR, it counts an operation whose
// effects are unknown, or recursive, as writing.
func (c *cseRun) writesBetween(from, to *ir.Operation) bool {
	next := from.Next()
	if scan, ok := c.reads[from]; ok {
		if scan.sawWrite {
			return true
		}
		next = scan.upTo
	}
	for ; next != nil && next != to; next = next.Next() {
		if mayWrite(next) {
			c.reads[from] = readScan{upTo: next, sawWrite: true}
			return true
		}
	}
	c.reads[from] = readScan{upTo: to}
	return false
}

func mayWrite(op *ir.Operation) bool {
	def := op.Def()
	if def == nil || (def.HasTrait(ir.RecursiveMemoryEffects) && !def.HasTrait(ir.Pure)) {
		return true
	}
	effects, known := op.MemoryEffects()
	if !known {
		return true
	}
	for _, e := range effects {
		if e.Kind == ir.EffectWrite {
			return true
		}
	}
	return false
}

// onlyReads reports whether op's known effects are all reads.
func onlyReads(op *ir.Operation) bool {
	effects, known := op.MemoryEffects()
	if !known || len(effects) == 0 {
		return false
	}
	for _, e := range effects {
		if e.Kind != ir.EffectRead {
			return false
		}
	}
	return true
}

// id numbers x, which must be comparable (types and attributes are).
func (c *cseRun) id(x any) uint64 {
	if n, ok := c.ids[x]; ok {
		return n
	}
	n := uint64(len(c.ids) + 1)
	c.ids[x] = n
	return n
}

// key encodes what makes two region-less operations equivalent: equal keys
// mean equivalent operations.
//
// The key is built in c's scratch, valid until the next call: the table
// looks it up without a copy and copies it only to insert it, so that an
// op costs no allocation of its own but its entry.
func (c *cseRun) key(op *ir.Operation) []byte {
	buf := c.keyBuf[:0]
	buf = binary.AppendUvarint(buf, c.id(op.OpName()))
	attrs := op.Attrs()
	buf = binary.AppendUvarint(buf, uint64(len(attrs)))
	for _, a := range attrs {
		buf = binary.AppendUvarint(buf, c.id(a.Name))
		buf = binary.AppendUvarint(buf, c.id(a.Value))
	}
	buf = binary.AppendUvarint(buf, uint64(op.NumResults()))
	for i := range op.NumResults() {
		buf = binary.AppendUvarint(buf, c.id(op.Result(i).Type()))
	}
	operands := c.keyOperands[:0]
	for i := range op.NumOperands() {
		operands = append(operands, c.id(op.Operand(i)))
	}
	c.keyOperands = operands
	if op.HasTrait(ir.Commutative) {
		// Any fixed order will do: equal multisets must give equal keys.
		slices.Sort(operands)
	}
	buf = binary.AppendUvarint(buf, uint64(len(operands)))
	for _, n := range operands {
		buf = binary.AppendUvarint(buf, n)
	}
	buf = binary.AppendUvarint(buf, uint64(op.NumSuccessors()))
	for i := range op.NumSuccessors() {
		buf = binary.AppendUvarint(buf, c.id(op.Successor(i)))
	}
	c.keyBuf = buf
	return buf
}

// scopedTable maps keys to operations with nested scopes: popping a scope
// forgets what was inserted since the matching push.
type scopedTable struct {
	entries map[string]*ir.Operation
	undo    []undoEntry
	marks   []int
}

type undoEntry struct {
	key  string
	prev *ir.Operation // nil when the key was absent
}

func newScopedTable() *scopedTable {
	return &scopedTable{entries: map[string]*ir.Operation{}}
}

func (t *scopedTable) push() { t.marks = append(t.marks, len(t.undo)) }

func (t *scopedTable) pop() {
	mark := t.marks[len(t.marks)-1]
	t.marks = t.marks[:len(t.marks)-1]
	for i := len(t.undo) - 1; i >= mark; i-- {
		u := t.undo[i]
		if u.prev == nil {
			delete(t.entries, u.key)
		} else {
			t.entries[u.key] = u.prev
		}
	}
	t.undo = t.undo[:mark]
}

// lookup finds key (string(key) in a map index does not copy it).
func (t *scopedTable) lookup(key []byte) *ir.Operation { return t.entries[string(key)] }

func (t *scopedTable) insert(key []byte, op *ir.Operation) {
	k := string(key)
	t.undo = append(t.undo, undoEntry{key: k, prev: t.entries[k]})
	t.entries[k] = op
}
