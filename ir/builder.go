package ir

// InsertionPoint is a place in a block where new operations go: before an
// operation, or at the end of the block when Before is nil.
type InsertionPoint struct {
	Block  *Block
	Before *Operation
}

// Builder creates operations at an insertion point.
type Builder struct {
	Ctx *Context
	ip  InsertionPoint
	// Listener, when set, is told about every operation the builder inserts
	// (the rewrite driver uses it to keep its worklist current).
	Listener func(op *Operation)
}

// NewBuilder returns a builder with no insertion point.
func NewBuilder(ctx *Context) *Builder { return &Builder{Ctx: ctx} }

// InsertionPoint returns the current insertion point.
func (b *Builder) InsertionPoint() InsertionPoint { return b.ip }

// SetInsertionPoint restores a saved insertion point.
func (b *Builder) SetInsertionPoint(ip InsertionPoint) { b.ip = ip }

// SetInsertionPointToStart inserts at the start of blk.
func (b *Builder) SetInsertionPointToStart(blk *Block) {
	b.ip = InsertionPoint{Block: blk, Before: blk.first}
}

// SetInsertionPointToEnd inserts at the end of blk.
func (b *Builder) SetInsertionPointToEnd(blk *Block) {
	b.ip = InsertionPoint{Block: blk}
}

// SetInsertionPointBefore inserts right before op.
func (b *Builder) SetInsertionPointBefore(op *Operation) {
	b.ip = InsertionPoint{Block: op.block, Before: op}
}

// SetInsertionPointAfter inserts right after op.
func (b *Builder) SetInsertionPointAfter(op *Operation) {
	b.ip = InsertionPoint{Block: op.block, Before: op.next}
}

// Insert places the detached op at the insertion point and returns it.
// With no insertion point the op stays detached.
func (b *Builder) Insert(op *Operation) *Operation {
	if b.ip.Block != nil {
		b.ip.Block.insertBefore(op, b.ip.Before)
	}
	if b.Listener != nil {
		b.Listener(op)
	}
	return op
}

// Create makes an operation from st and inserts it.
func (b *Builder) Create(st OperationState) *Operation {
	return b.Insert(b.Ctx.Create(st))
}

// CreateBlock adds a new block with the given argument types at the end of
// r and moves the insertion point to its end.
func (b *Builder) CreateBlock(r *Region, argTypes []Type, locs []Location) *Block {
	blk := r.AddBlock(argTypes, locs)
	b.SetInsertionPointToEnd(blk)
	return blk
}

// Clone inserts a deep copy of op.
func (b *Builder) Clone(op *Operation, mapping *Mapping) *Operation {
	return b.Insert(op.Clone(mapping))
}
