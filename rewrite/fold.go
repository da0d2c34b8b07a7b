package rewrite

import (
	"github.com/strata-ir/strata/ir"
)

// Folder folds operations with their OpDef.Fold hooks and materializes the
// constants they fold to, as MLIR's OperationFolder does: constants are
// created through the folded op's dialect (Dialect.MaterializeConstant),
// placed at the start of the entry block of their insertion region (the
// nearest enclosing region whose parent is isolated from above, or is the
// top-level op), and uniqued there by (dialect, value, type), so that
// folding many ops to the same value leaves one constant.
//
// A Folder remembers the constants it owns; the driver using it must call
// NotifyRemoval for every operation it erases by other means, so that no
// erased constant is handed out again. A Folder is not safe for concurrent
// use: each run of a driver makes its own.
type Folder struct {
	ctx *ir.Context
	// scopes maps an insertion region to the constants uniqued in it.
	scopes map[*ir.Region]map[constantKey]*ir.Operation
	// owned maps each constant the folder uniques to the keys it is
	// registered under (one per dialect that asked for it).
	owned map[*ir.Operation]ownedConstant
	// ownsOther is set once the folder owns an op that is not
	// ConstantLike (one a dialect materialized a constant with); until
	// then IsOwnedConstant answers for every other op without a lookup.
	ownsOther bool
	// listener, when set, is told about constants created or erased and
	// about ops the folder replaces and erases.
	listener Listener

	// Scratch reused by every fold, so that folding allocates nothing of
	// its own: the constant operands handed to OpDef.Fold (which no fold
	// keeps), the replacement values, the operands moveConstantsLast
	// partitions, and the builder constants are materialized with.
	operands []ir.Attribute
	results  []*ir.Value
	values   []*ir.Value
	builder  ir.Builder
	// freeScopes are emptied scope maps that Clear kept for reuse.
	freeScopes []map[constantKey]*ir.Operation
}

// constantKey identifies a uniqued constant in its insertion region.
type constantKey struct {
	dialect *ir.Dialect
	value   ir.Attribute
	typ     ir.Type
}

// ownedConstant is where an owned constant is uniqued: its region and
// keys. The first key is held inline, since a constant almost always has
// one, and a slice per constant was a good part of a fold's garbage.
type ownedConstant struct {
	region *ir.Region
	key    constantKey
	more   []constantKey
}

// NewFolder returns a folder for the operations of ctx that reports the
// operations it creates, replaces and erases to l (which may be nil).
func NewFolder(ctx *ir.Context, l Listener) *Folder {
	if l == nil {
		l = NopListener{}
	}
	return &Folder{
		ctx:      ctx,
		scopes:   map[*ir.Region]map[constantKey]*ir.Operation{},
		owned:    map[*ir.Operation]ownedConstant{},
		listener: l,
	}
}

// ConstantAttrOp is an op interface (ir.Interface) for constant-like ops
// whose value ConstantValue can read without running their fold: the
// folder asks for the value of every constant operand of every op it
// folds, and a fold returns a freshly allocated []ir.FoldResult, so
// running it there is most of the garbage a canonicalization makes. The
// model's ConstantAttr must return exactly what the op's fold would (or
// its "value" attribute where the fold gives nothing). Dialects implement
// it structurally, without importing this package.
type ConstantAttrOp interface {
	ConstantAttr(op *ir.Operation) ir.Attribute
}

// ConstantValue returns the value of op when it is constant-like (trait
// ir.ConstantLike): what its fold returns, or else its "value" attribute.
// It returns nil for any other op.
func ConstantValue(op *ir.Operation) ir.Attribute {
	if op == nil || !op.HasTrait(ir.ConstantLike) || op.NumResults() != 1 {
		return nil
	}
	if m, ok := ir.Interface[ConstantAttrOp](op); ok {
		return m.ConstantAttr(op)
	}
	if fold := op.Def().Fold; fold != nil {
		if r := fold(op, make([]ir.Attribute, op.NumOperands())); len(r) == 1 && r[0].Attr != nil {
			return r[0].Attr
		}
	}
	return op.Attr("value")
}

// constantOperand returns the constant value of v, or nil when v is not
// defined by a constant-like op.
func constantOperand(v *ir.Value) ir.Attribute {
	return ConstantValue(v.DefiningOp())
}

// InsertionRegion returns the region whose entry block receives the
// constants materialized for operations in block b: the nearest region,
// from b outwards, whose parent op is isolated from above (or
// unregistered, which might be) or is not itself nested in a block.
func InsertionRegion(b *ir.Block) *ir.Region {
	for {
		r := b.Parent()
		if r == nil {
			return nil
		}
		parent := r.ParentOp()
		if parent == nil || parent.Def() == nil || parent.HasTrait(ir.IsolatedFromAbove) || parent.Block() == nil {
			return r
		}
		b = parent.Block()
	}
}

// IsOwnedConstant reports whether op is a constant the folder uniques.
func (f *Folder) IsOwnedConstant(op *ir.Operation) bool {
	if !f.ownsOther && !op.HasTrait(ir.ConstantLike) {
		return false
	}
	_, ok := f.owned[op]
	return ok
}

// own records op as an owned constant.
func (f *Folder) own(op *ir.Operation, oc ownedConstant) {
	f.owned[op] = oc
	if !op.HasTrait(ir.ConstantLike) {
		f.ownsOther = true
	}
}

// InsertKnownConstant records op, a constant-like operation already in the
// IR, as the uniqued constant for its value, moving it to the start of its
// insertion region's entry block. When the region already has an equal
// constant, op's uses are redirected to it and op is erased: the result is
// false. Seeding the folder with the existing constants before folding
// keeps their relative order, as MLIR does.
func (f *Folder) InsertKnownConstant(op *ir.Operation) bool {
	opBlock := op.Block()
	if f.IsOwnedConstant(op) {
		f.rehoist(op)
		return true
	}
	value := ConstantValue(op)
	if value == nil {
		return true
	}
	region := InsertionRegion(opBlock)
	if region == nil {
		return true
	}
	key := constantKey{dialect: op.Def().Dialect(), value: value, typ: op.Result(0).Type()}
	uniqued := f.scope(region)
	if existing := uniqued[key]; existing != nil {
		// A constant has one result; the scratch saves the slice
		// Operation.Results allocates.
		f.results = append(f.results[:0], existing.Result(0))
		f.listener.OperationReplaced(op, f.results)
		op.Result(0).ReplaceAllUsesWith(existing.Result(0))
		clear(f.results)
		f.listener.OperationErased(op)
		op.Erase()
		return false
	}
	entry := region.First()
	if opBlock != entry || entry.First() != op && !f.IsOwnedConstant(op.Prev()) {
		op.MoveBefore(entry.First())
	}
	uniqued[key] = op
	f.own(op, ownedConstant{region: region, key: key})
	return true
}

// rehoist moves an owned constant back to the start of its block when
// something that is not an owned constant came to precede it.
func (f *Folder) rehoist(op *ir.Operation) {
	b := op.Block()
	if b.First() != op && !f.IsOwnedConstant(op.Prev()) {
		op.MoveBefore(b.First())
	}
}

// NotifyRemoval forgets op if it is a constant the folder owns; the driver
// calls it for every operation about to be erased.
func (f *Folder) NotifyRemoval(op *ir.Operation) {
	if !f.ownsOther && !op.HasTrait(ir.ConstantLike) {
		return
	}
	oc, ok := f.owned[op]
	if !ok {
		return
	}
	uniqued := f.scopes[oc.region]
	if uniqued[oc.key] == op {
		delete(uniqued, oc.key)
	}
	for _, k := range oc.more {
		if uniqued[k] == op {
			delete(uniqued, k)
		}
	}
	delete(f.owned, op)
}

// Clear forgets every constant, as the driver does not between iterations
// but a new run must.
func (f *Folder) Clear() {
	// The scopes' maps are kept, emptied, for the next regions: a driver
	// reusing its folder across functions would otherwise grow one per
	// function.
	for _, m := range f.scopes {
		clear(m)
		f.freeScopes = append(f.freeScopes, m)
	}
	clear(f.scopes)
	clear(f.owned)
	f.ownsOther = false
}

// reset empties f for a new run with ctx and l, keeping its memory.
func (f *Folder) reset(ctx *ir.Context, l Listener) {
	f.Clear()
	f.ctx = ctx
	f.listener = l
}

func (f *Folder) scope(r *ir.Region) map[constantKey]*ir.Operation {
	m := f.scopes[r]
	if m == nil {
		if n := len(f.freeScopes); n > 0 {
			m = f.freeScopes[n-1]
			f.freeScopes[n-1] = nil
			f.freeScopes = f.freeScopes[:n-1]
		} else {
			m = map[constantKey]*ir.Operation{}
		}
		f.scopes[r] = m
	}
	return m
}

// FoldHooks are what a driver does around a fold.
type FoldHooks struct {
	// Created is called for each constant op the fold materialized.
	Created func(op *ir.Operation)
	// PreReplace is called before the folded op's results are replaced
	// and the op erased, while it is still intact.
	PreReplace func(op *ir.Operation)
}

// TryToFold folds op. changed reports whether anything happened; inPlace,
// that op was updated in place (it still exists) rather than replaced and
// erased. A constant the folder owns is never folded (but is moved back to
// the start of its block if needed).
func (f *Folder) TryToFold(op *ir.Operation, hooks FoldHooks) (changed, inPlace bool) {
	if f.IsOwnedConstant(op) {
		f.rehoist(op)
		return false, false
	}
	results, ok := f.fold(op, hooks.Created)
	if !ok {
		return false, false
	}
	if results == nil {
		f.listener.OperationModified(op)
		return true, true
	}
	if hooks.PreReplace != nil {
		hooks.PreReplace(op)
	}
	f.listener.OperationReplaced(op, results)
	for i, v := range results {
		op.Result(i).ReplaceAllUsesWith(v)
	}
	clear(results) // f.results: no value outlives its fold there
	f.listener.OperationErased(op)
	op.Erase()
	return true, false
}

// fold runs op's folder. ok reports success; results are the values that
// replace op's results, nil for an in-place update.
func (f *Folder) fold(op *ir.Operation, created func(*ir.Operation)) (results []*ir.Value, ok bool) {
	// A commutative op gets its constant operands moved to the end first
	// (a stable partition), which alone counts as an in-place fold.
	reordered := false
	if op.NumOperands() >= 2 && op.HasTrait(ir.Commutative) {
		reordered = f.moveConstantsLast(op)
	}
	def := op.Def()
	if def == nil || def.Fold == nil {
		return nil, reordered
	}
	operands := f.operands[:0]
	for i := range op.NumOperands() {
		operands = append(operands, constantOperand(op.Operand(i)))
	}
	f.operands = operands
	folded := def.Fold(op, operands)
	clear(operands) // drop the attributes: the scratch outlives the fold
	if folded == nil || len(folded) != op.NumResults() {
		return nil, reordered
	}
	if isInPlace(op, folded) {
		return nil, true
	}
	results, ok = f.materialize(op, folded, created)
	if !ok {
		return nil, reordered
	}
	return results, true
}

// isInPlace reports whether a fold result says op was updated in place:
// every result is op's own.
func isInPlace(op *ir.Operation, folded []ir.FoldResult) bool {
	for i, r := range folded {
		if r.Attr != nil || r.Value != op.Result(i) {
			return false
		}
	}
	return true
}

// moveConstantsLast stably partitions op's operands so that those defined
// by constants come last, and reports whether any moved.
func (f *Folder) moveConstantsLast(op *ir.Operation) bool {
	n := op.NumOperands()
	firstConst := n
	for i := range n {
		if constantOperand(op.Operand(i)) != nil {
			firstConst = i
			break
		}
	}
	// The operands from firstConst on, the non-constant ones first, in
	// f.values: the constants are appended to the second half and then
	// moved after the others.
	vals := f.values[:0]
	for i := firstConst; i < n; i++ {
		if v := op.Operand(i); constantOperand(v) == nil {
			vals = append(vals, v)
		}
	}
	nonConst := len(vals)
	if nonConst == 0 {
		f.values = vals
		return false
	}
	for i := firstConst; i < n; i++ {
		if v := op.Operand(i); constantOperand(v) != nil {
			vals = append(vals, v)
		}
	}
	for i, v := range vals {
		if op.Operand(firstConst+i) != v {
			op.SetOperand(firstConst+i, v)
		}
	}
	clear(vals)
	f.values = vals[:0]
	return true
}

// materialize turns the fold results of op into values, creating (or
// reusing) uniqued constants for attribute results. It fails, leaving no
// new op behind, when a result's type differs from op's or a constant
// cannot be materialized.
func (f *Folder) materialize(op *ir.Operation, folded []ir.FoldResult, created func(*ir.Operation)) ([]*ir.Value, bool) {
	region := InsertionRegion(op.Block())
	if region == nil {
		return nil, false
	}
	entry := region.First()
	b := f.newBuilder()
	b.SetInsertionPointToStart(entry)
	// The op that was first in the entry block: the ops created for this
	// fold are those before it.
	firstBefore := entry.First()
	uniqued := f.scope(region)
	dialect := op.Def().Dialect()
	results := f.results[:0]
	for i, r := range folded {
		res := op.Result(i)
		if r.Attr == nil {
			if r.Value == nil || r.Value.Type() != res.Type() {
				return nil, false
			}
			results = append(results, r.Value)
			continue
		}
		constOp := f.getOrCreateConstant(b, uniqued, region, dialect, r.Attr, res.Type(), op.Loc())
		if constOp == nil {
			// Erase what this fold created so far.
			for c := entry.First(); c != nil && c != firstBefore; {
				next := c.Next()
				f.NotifyRemoval(c)
				c.Erase()
				c = next
			}
			return nil, false
		}
		// The constant must dominate op, which may precede it in the
		// entry block.
		if op.Block() == constOp.Block() && entry.First() != constOp {
			constOp.MoveBefore(entry.First())
		}
		results = append(results, constOp.Result(0))
	}
	f.results = results // TryToFold clears it once done with the values
	for c := entry.First(); c != nil && c != firstBefore; c = c.Next() {
		f.listener.OperationInserted(c)
		if created != nil {
			created(c)
		}
	}
	return results, true
}

// GetOrCreateConstant returns a constant of value and type typ made by
// dialect, uniqued in the insertion region of block b, or nil when the
// dialect cannot materialize it. Patterns that need a constant can use it
// to share the folder's constants.
func (f *Folder) GetOrCreateConstant(b *ir.Block, dialect *ir.Dialect, value ir.Attribute, typ ir.Type, loc ir.Location) *ir.Value {
	region := InsertionRegion(b)
	if region == nil {
		return nil
	}
	builder := f.newBuilder()
	builder.SetInsertionPointToStart(region.First())
	op := f.getOrCreateConstant(builder, f.scope(region), region, dialect, value, typ, loc)
	if op == nil {
		return nil
	}
	return op.Result(0)
}

// newBuilder returns the folder's builder, reset: one per Folder rather
// than one per materialization.
func (f *Folder) newBuilder() *ir.Builder {
	f.builder = ir.Builder{Ctx: f.ctx}
	return &f.builder
}

func (f *Folder) getOrCreateConstant(b *ir.Builder, uniqued map[constantKey]*ir.Operation, region *ir.Region, dialect *ir.Dialect, value ir.Attribute, typ ir.Type, loc ir.Location) *ir.Operation {
	key := constantKey{dialect: dialect, value: value, typ: typ}
	if op := uniqued[key]; op != nil {
		return op
	}
	if dialect == nil || dialect.MaterializeConstant == nil {
		return nil
	}
	op := dialect.MaterializeConstant(b, value, typ, loc)
	if op == nil {
		return nil
	}
	newDialect := dialect
	if def := op.Def(); def != nil {
		newDialect = def.Dialect()
	}
	if newDialect == dialect {
		uniqued[key] = op
		f.own(op, ownedConstant{region: region, key: key})
		return op
	}
	// The dialect materialized the constant with another dialect's op:
	// reuse an equal constant of that dialect if there is one.
	newKey := constantKey{dialect: newDialect, value: value, typ: typ}
	if existing := uniqued[newKey]; existing != nil {
		op.Erase()
		oc := f.owned[existing]
		oc.more = append(oc.more, key)
		f.owned[existing] = oc
		uniqued[key] = existing
		return existing
	}
	uniqued[key] = op
	uniqued[newKey] = op
	f.own(op, ownedConstant{region: region, key: key, more: []constantKey{newKey}})
	return op
}

// Fold folds op once, outside any driver: what OpDef.Fold gives is
// materialized as constants at the start of op's insertion region (reusing
// none but those this call creates) and replaces op, which is erased; or op
// is updated in place. Every change is reported to rw's listener. It
// reports whether op changed, and whether it still exists.
func Fold(rw *Rewriter, op *ir.Operation) (changed, inPlace bool) {
	return NewFolder(rw.Context(), rw.Listener()).TryToFold(op, FoldHooks{})
}
