package rewrite

import (
	"slices"

	"github.com/strata-ir/strata/ir"
)

// NoLimit, as GreedyConfig.MaxIterations or MaxRewrites, removes the limit.
const NoLimit = -1

// GreedyConfig configures ApplyPatternsGreedily.
type GreedyConfig struct {
	// TopDown seeds the worklist in pre-order, so that operations are
	// visited from the top of each block down, definitions before uses.
	// Otherwise the worklist is seeded in post-order and visited from the
	// bottom up.
	TopDown bool
	// MaxIterations bounds the number of times the worklist is seeded and
	// drained (NoLimit for none). A run that still changes the IR in its
	// last allowed iteration has not converged.
	MaxIterations int
	// MaxRewrites bounds the number of successful pattern rewrites in one
	// iteration (NoLimit for none); folds and erasures of dead ops do not
	// count.
	MaxRewrites int
	// RegionSimplify simplifies the regions (SimplifyRegions) after each
	// iteration.
	RegionSimplify bool
	// SkipRegions, when set, names operations nested in the rewritten
	// regions whose own regions the run leaves alone: their interiors are
	// neither seeded nor simplified (the ops themselves are still folded,
	// rewritten and erased like any other). It is for a caller that has
	// already rewritten the interiors of some IsolatedFromAbove ops, each
	// with its own run, possibly in parallel (the canonicalize pass does
	// so for the functions of a module); such an op's interior cannot be
	// changed by, nor change, what the run does outside it. SkipRegions is
	// asked about every op with regions, on the goroutine of the run.
	SkipRegions func(op *ir.Operation) bool
	// Listener, when set, is told about every change the driver makes.
	Listener Listener
	// Stats, when set, receives counts of what the run did.
	Stats *GreedyStats
	// Scratch, when set, is memory the run reuses and leaves for the next
	// run given it: its worklist and the folder's tables, which otherwise
	// grow afresh for each of the many small runs of a pass that rewrites
	// each function by itself.
	Scratch *GreedyScratch
}

// GreedyScratch is memory that successive greedy runs reuse (see
// GreedyConfig.Scratch); the zero value is ready. It holds nothing of a
// run's IR once the run is over, and must not serve two runs at once:
// concurrent runs each need their own.
type GreedyScratch struct {
	d *greedyDriver
}

// GreedyStats counts what a greedy run did.
type GreedyStats struct {
	Iterations int // worklist iterations started
	Folds      int // successful folds (in place or replacing the op)
	Rewrites   int // successful pattern rewrites
	DeadErased int // trivially dead operations erased
}

// DefaultGreedyConfig returns the configuration MLIR's canonicalizer uses
// by default: top-down, at most 10 iterations, no rewrite limit, region
// simplification on.
func DefaultGreedyConfig() GreedyConfig {
	return GreedyConfig{TopDown: true, MaxIterations: 10, MaxRewrites: NoLimit, RegionSimplify: true}
}

// ApplyPatternsGreedily rewrites the operations nested in the regions of op
// (but not op itself) with patterns and folding until nothing changes, as
// MLIR's applyPatternsAndFoldGreedily does:
//
//   - The worklist is seeded with every nested operation, in pre-order for
//     a top-down run and post-order otherwise, and processed last in first
//     out; existing constants are uniqued and hoisted to the start of their
//     insertion region's entry block first.
//   - An operation that is trivially dead is erased. Otherwise it is
//     folded (Folder) and, if it survives, the patterns for it are tried
//     by decreasing benefit until one succeeds.
//   - Operations created or modified through the Rewriter are queued; when
//     an operation is replaced or erased, the users of its results and the
//     definitions of operands it was the last user of are queued, and it
//     leaves the worklist.
//   - Each iteration ends with region simplification when enabled; the run
//     stops when an iteration changed nothing (converged) or at the
//     iteration limit (not converged).
//
// op must be isolated from above, so that no rewrite reaches outside it.
// The Frozen set may be shared by goroutines running the driver on
// different operations; the driver's own state is per call.
func ApplyPatternsGreedily(op *ir.Operation, patterns *Frozen, cfg GreedyConfig) (converged bool, err error) {
	if op.Def() != nil && !op.HasTrait(ir.IsolatedFromAbove) && op.Block() != nil {
		return false, op.Errorf("patterns can only be applied to operations isolated from above")
	}
	return ApplyPatternsGreedilyToRegions(op.Regions(), patterns, cfg), nil
}

// ApplyPatternsGreedilyToRegions is ApplyPatternsGreedily on the given
// regions, which must belong to one operation that is isolated from above
// (or to an op whose uses of outer values no pattern changes). It reports
// whether the run converged.
func ApplyPatternsGreedilyToRegions(regions []*ir.Region, patterns *Frozen, cfg GreedyConfig) bool {
	if len(regions) == 0 {
		return true
	}
	d := newGreedyDriver(regions, patterns, cfg)
	converged := d.simplify()
	if cfg.Scratch != nil {
		d.release()
	}
	return converged
}

// release drops what d holds of its run's IR, keeping the memory, for the
// next run of a GreedyScratch.
func (d *greedyDriver) release() {
	clear(d.worklist)
	d.worklist = d.worklist[:0]
	clear(d.erased)
	d.erased = d.erased[:0]
	clear(d.erasedDefs)
	d.erasedDefs = d.erasedDefs[:0]
	d.folder.Clear()
	d.regions, d.root, d.patterns, d.cfg, d.user = nil, nil, nil, GreedyConfig{}, nil
	*d.rewriter.b = ir.Builder{Ctx: d.rewriter.b.Ctx, Listener: d.rewriter.b.Listener}
}

// greedyDriver holds the state of one greedy run.
type greedyDriver struct {
	regions  []*ir.Region
	root     *ir.Operation // the op whose regions are rewritten
	patterns *Frozen
	cfg      GreedyConfig
	stats    GreedyStats

	rewriter *Rewriter
	folder   *Folder
	user     Listener // cfg.Listener, or NopListener

	// worklist is processed from the back; erased ops leave a nil.
	worklist []*ir.Operation
	// position marks each op in the worklist with its index (ir.Marks
	// rather than a map: the worklist holds every op of the regions).
	// seed starts a new generation, which empties it at once.
	position ir.Marks
	// simplifyingRegions is set while SimplifyRegions runs: the worklist
	// is then drained (or abandoned at the rewrite limit) and the next
	// iteration seeds it afresh, so the changes region simplification
	// reports need not be queued, and the marks are left to the
	// simplification's own analyses.
	simplifyingRegions bool
	// erased holds the ops the Rewriter reported erased since the last
	// flush, with the operand definitions each would queue. Only the root
	// of an erased tree queues its operands' definitions, as MLIR 16's
	// driver does (it is told about the root alone); the Rewriter reports
	// the nested ops first, before it is known that they are nested, so
	// their entries are dropped when their ancestor's report comes.
	erased []erasedOp
	// erasedDefs holds the definitions of all the entries of erased, one
	// after the other (entries come and go at the end only), rather than
	// a slice per entry.
	erasedDefs []*ir.Operation

	// originalOperands are the operands of the op being folded, taken
	// before the fold (which may reorder them), and foldHooks the hooks
	// handed to every fold: both kept here so that processing an op
	// allocates neither a slice nor closures.
	originalOperands []*ir.Value
	foldHooks        FoldHooks
}

// erasedOp is an op reported erased; the definitions of its operands that
// had at most one use when it was are erasedDefs[defs:] up to the next
// entry's.
type erasedOp struct {
	op   *ir.Operation
	defs int
}

func newGreedyDriver(regions []*ir.Region, patterns *Frozen, cfg GreedyConfig) *greedyDriver {
	ctx := regions[0].ParentOp().Context()
	user := cfg.Listener
	if user == nil {
		user = NopListener{}
	}
	if patterns == nil {
		patterns = NewPatternSet().Freeze()
	}
	if s := cfg.Scratch; s != nil && s.d != nil {
		// Reuse the last run's driver: its slices, folder and hooks are
		// kept, everything of that run was dropped when it ended.
		d := s.d
		d.regions, d.root, d.patterns, d.cfg, d.user = regions, regions[0].ParentOp(), patterns, cfg, user
		d.stats = GreedyStats{}
		if d.rewriter.Context() != ctx {
			d.rewriter = NewRewriter(ctx, (*driverListener)(d))
		} else {
			*d.rewriter.b = ir.Builder{Ctx: ctx, Listener: d.rewriter.b.Listener}
		}
		d.folder.reset(ctx, user)
		return d
	}
	d := &greedyDriver{
		regions:  regions,
		root:     regions[0].ParentOp(),
		patterns: patterns,
		cfg:      cfg,
		user:     user,
	}
	d.rewriter = NewRewriter(ctx, (*driverListener)(d))
	d.folder = NewFolder(ctx, d.user)
	if cfg.Scratch != nil {
		cfg.Scratch.d = d
	}
	d.foldHooks = FoldHooks{
		Created: d.add,
		PreReplace: func(op *ir.Operation) {
			d.addOperandDefs(d.originalOperands)
			d.addUsers(op)
			d.notifyErased(op)
		},
	}
	return d
}

// simplify runs iterations until one changes nothing or the limit is hit,
// and reports whether the run converged.
func (d *greedyDriver) simplify() bool {
	changed := true
	iteration := 0
	for changed {
		if d.cfg.MaxIterations != NoLimit && iteration >= d.cfg.MaxIterations {
			break
		}
		iteration++
		d.stats.Iterations++
		d.seed()
		changed = d.processWorklist()
		if d.cfg.RegionSimplify {
			d.simplifyingRegions = true
			if simplifyRegions(d.rewriter, d.regions, d.cfg.SkipRegions) {
				changed = true
			}
			d.simplifyingRegions = false
		}
	}
	if d.cfg.Stats != nil {
		*d.cfg.Stats = d.stats
	}
	return !changed
}

// seed fills the worklist with every op in the regions. Constants are
// first handed to the folder, which uniques and hoists them; a duplicate
// constant is erased on the spot and not queued.
func (d *greedyDriver) seed() {
	d.worklist = d.worklist[:0]
	// What region simplification erased queues nothing: the worklist is
	// seeded afresh.
	clear(d.erased)
	d.erased = d.erased[:0]
	clear(d.erasedDefs)
	d.erasedDefs = d.erasedDefs[:0]
	d.position = d.root.Context().NewMarks()
	if !d.cfg.TopDown {
		for _, r := range d.regions {
			walkRegionPostOrder(r, d.cfg.SkipRegions, func(op *ir.Operation) {
				// With its ancestors, as MLIR seeds: an op with regions is
				// queued before what follows its first nested op.
				if d.insertKnownConstant(op) {
					d.add(op)
				}
			})
		}
		return
	}
	for _, r := range d.regions {
		walkRegionPreOrder(r, d.cfg.SkipRegions, func(op *ir.Operation) bool {
			if !d.insertKnownConstant(op) {
				return false
			}
			d.worklist = append(d.worklist, op)
			return true
		})
	}
	// Reverse, so that popping from the back visits in pre-order.
	slices.Reverse(d.worklist)
	for i, op := range d.worklist {
		d.position.Set(op, int32(i))
	}
}

// insertKnownConstant gives a constant op to the folder and reports whether
// op still exists (it is erased when an equal constant is already
// uniqued).
func (d *greedyDriver) insertKnownConstant(op *ir.Operation) bool {
	if ConstantValue(op) == nil {
		return true
	}
	return d.folder.InsertKnownConstant(op)
}

// processWorklist drains the worklist and reports whether anything
// changed.
func (d *greedyDriver) processWorklist() bool {
	changed := false
	rewrites := 0
	for len(d.worklist) > 0 && (d.cfg.MaxRewrites == NoLimit || rewrites < d.cfg.MaxRewrites) {
		op := d.pop()
		if op == nil {
			continue
		}
		if ir.IsTriviallyDead(op) {
			d.notifyErased(op)
			d.user.OperationErased(op)
			op.Erase()
			d.stats.DeadErased++
			changed = true
			continue
		}

		d.originalOperands = appendOperands(d.originalOperands[:0], op)
		folded, inPlace := d.folder.TryToFold(op, d.foldHooks)
		clear(d.originalOperands)
		if folded {
			d.stats.Folds++
			changed = true
			if !inPlace {
				continue
			}
		}

		applied := d.applyPatterns(op)
		d.flushErased()
		if applied {
			d.stats.Rewrites++
			rewrites++
			changed = true
		}
	}
	return changed
}

// applyPatterns tries the patterns for op, best first, and reports whether
// one rewrote it.
func (d *greedyDriver) applyPatterns(op *ir.Operation) bool {
	for _, p := range d.patterns.For(op.Name()) {
		d.rewriter.SetInsertionPointBefore(op)
		if p.MatchAndRewrite(op, d.rewriter) {
			return true
		}
	}
	return false
}

// pop removes the last op of the worklist (nil for an erased one).
func (d *greedyDriver) pop() *ir.Operation {
	op := d.worklist[len(d.worklist)-1]
	d.worklist = d.worklist[:len(d.worklist)-1]
	if op != nil {
		d.position.Clear(op)
	}
	return op
}

// add queues op and its ancestors inside the rewritten regions, unless
// already queued. Ops outside the regions are ignored.
func (d *greedyDriver) add(op *ir.Operation) {
	if d.simplifyingRegions {
		return
	}
	// Find the ancestor in the regions first, then queue the chain up to
	// it, innermost first.
	var top *ir.Operation
	for cur := op; cur != nil; {
		r := cur.ParentRegion()
		if r == nil {
			return
		}
		if slices.Contains(d.regions, r) {
			top = cur
			break
		}
		cur = r.ParentOp()
	}
	for cur := op; ; cur = cur.ParentOp() {
		d.addOne(cur)
		if cur == top {
			return
		}
	}
}

func (d *greedyDriver) addOne(op *ir.Operation) {
	if d.position.Has(op) {
		return
	}
	d.position.Set(op, int32(len(d.worklist)))
	d.worklist = append(d.worklist, op)
}

// remove takes op out of the worklist.
func (d *greedyDriver) remove(op *ir.Operation) {
	if d.simplifyingRegions {
		return
	}
	if i, ok := d.position.Get(op); ok {
		d.worklist[i] = nil
		d.position.Clear(op)
	}
}

// appendOperands appends op's operands to vs, without the slice
// Operation.Operands allocates.
func appendOperands(vs []*ir.Value, op *ir.Operation) []*ir.Value {
	for i := range op.NumOperands() {
		vs = append(vs, op.Operand(i))
	}
	return vs
}

// addUsers queues the users of op's results.
func (d *greedyDriver) addUsers(op *ir.Operation) {
	for i := range op.NumResults() {
		for user := range op.Result(i).Users() {
			d.add(user)
		}
	}
}

// addOperandDefs queues the definitions of values that now have at most
// one use: an unused value may make its definition dead, and one with a
// single use often allows more simplification.
func (d *greedyDriver) addOperandDefs(operands []*ir.Value) {
	for _, v := range operands {
		if def := defToRevisit(v); def != nil {
			d.add(def)
		}
	}
}

// addOperandDefsOf is addOperandDefs for op's operands.
func (d *greedyDriver) addOperandDefsOf(op *ir.Operation) {
	for i := range op.NumOperands() {
		if def := defToRevisit(op.Operand(i)); def != nil {
			d.add(def)
		}
	}
}

// defToRevisit returns the definition of v that addOperandDefs queues, or
// nil.
func defToRevisit(v *ir.Value) *ir.Operation {
	if v == nil || v.NumUses() > 1 {
		return nil
	}
	return v.DefiningOp()
}

// flushErased queues the operand definitions of the erased roots reported
// since the last flush, in the order of the reports. A definition erased
// since is no longer in the regions, and add ignores it.
func (d *greedyDriver) flushErased() {
	if len(d.erased) == 0 {
		return
	}
	// d.add cannot report an erasure, so the defs stay put while queued.
	for _, def := range d.erasedDefs {
		d.add(def)
	}
	clear(d.erased)
	d.erased = d.erased[:0]
	clear(d.erasedDefs)
	d.erasedDefs = d.erasedDefs[:0]
}

// notifyErased updates the driver for op and what it holds being erased
// by the driver itself (dead or folded away): the definitions of op's
// operands are queued, and op and its nested ops leave the worklist and
// the folder's tables.
func (d *greedyDriver) notifyErased(op *ir.Operation) {
	d.addOperandDefsOf(op)
	op.Walk(ir.PostOrder, func(o *ir.Operation) ir.WalkResult {
		d.remove(o)
		d.folder.NotifyRemoval(o)
		return ir.Advance
	})
}

// driverListener is the driver as the Rewriter's listener: it keeps the
// worklist current and forwards every notification to the user's listener.
type driverListener greedyDriver

func (l *driverListener) OperationInserted(op *ir.Operation) {
	d := (*greedyDriver)(l)
	d.flushErased()
	d.add(op)
	d.user.OperationInserted(op)
}

func (l *driverListener) OperationModified(op *ir.Operation) {
	d := (*greedyDriver)(l)
	d.flushErased()
	d.add(op)
	d.user.OperationModified(op)
}

func (l *driverListener) OperationReplaced(op *ir.Operation, values []*ir.Value) {
	d := (*greedyDriver)(l)
	d.flushErased()
	d.addUsers(op)
	d.user.OperationReplaced(op, values)
}

// OperationErased comes for each op of an erased tree, innermost first,
// while the tree is intact. Each op leaves the worklist and the folder at
// once; the definitions of its operands are queued at the next flush
// unless an ancestor's report comes first (see greedyDriver.erased).
func (l *driverListener) OperationErased(op *ir.Operation) {
	d := (*greedyDriver)(l)
	// The reports since the first one nested in op are all nested in it.
	n := len(d.erased)
	for n > 0 && d.erased[n-1].op != op && op.IsAncestor(d.erased[n-1].op) {
		n--
		clear(d.erasedDefs[d.erased[n].defs:])
		d.erasedDefs = d.erasedDefs[:d.erased[n].defs]
		d.erased[n] = erasedOp{}
	}
	d.erased = append(d.erased[:n], erasedOp{op: op, defs: len(d.erasedDefs)})
	for i := range op.NumOperands() {
		if def := defToRevisit(op.Operand(i)); def != nil {
			d.erasedDefs = append(d.erasedDefs, def)
		}
	}
	d.remove(op)
	d.folder.NotifyRemoval(op)
	d.user.OperationErased(op)
}

// walkRegionPreOrder visits the ops of r in pre-order; fn returns false to
// skip an op's regions (it may have erased or moved the op). The regions of
// an op that skip (which may be nil) accepts are not entered either. The
// next op of a block is taken before fn runs.
func walkRegionPreOrder(r *ir.Region, skip func(*ir.Operation) bool, fn func(*ir.Operation) bool) {
	for _, b := range r.Blocks() {
		for op := range b.Ops() {
			if !fn(op) || op.NumRegions() == 0 || skip != nil && skip(op) {
				continue
			}
			for i := range op.NumRegions() {
				walkRegionPreOrder(op.Region(i), skip, fn)
			}
		}
	}
}

// walkRegionPostOrder visits the ops of r in post-order, not entering the
// regions of an op that skip (which may be nil) accepts; fn may erase or
// move the op it is given.
func walkRegionPostOrder(r *ir.Region, skip func(*ir.Operation) bool, fn func(*ir.Operation)) {
	for _, b := range r.Blocks() {
		for op := range b.Ops() {
			if op.NumRegions() != 0 && (skip == nil || !skip(op)) {
				for i := range op.NumRegions() {
					walkRegionPostOrder(op.Region(i), skip, fn)
				}
			}
			fn(op)
		}
	}
}
