package ir

import (
	"iter"
	"slices"
)

// RegionKind says how the blocks of a region relate.
type RegionKind uint8

const (
	// SSACFGRegion: blocks form a control-flow graph; values must dominate
	// their uses.
	SSACFGRegion RegionKind = iota
	// GraphRegion: a single block whose operations may use values defined
	// anywhere in it, with no dominance requirement.
	GraphRegion
)

// Region is a list of blocks owned by an operation.
type Region struct {
	parent *Operation
	blocks []*Block
}

// ParentOp returns the operation owning the region.
func (r *Region) ParentOp() *Operation { return r.parent }

// Index returns the region's number within its parent.
func (r *Region) Index() int {
	for i := range r.parent.regionSlots() {
		if &r.parent.regionSlots()[i] == r {
			return i
		}
	}
	panic("ir: region not found in its parent")
}

// Blocks returns the blocks in order. The slice must not be modified.
func (r *Region) Blocks() []*Block { return r.blocks }

// Empty reports whether the region has no blocks.
func (r *Region) Empty() bool { return len(r.blocks) == 0 }

// First returns the entry block, or nil for an empty region.
func (r *Region) First() *Block {
	if len(r.blocks) == 0 {
		return nil
	}
	return r.blocks[0]
}

// Last returns the last block, or nil for an empty region.
func (r *Region) Last() *Block {
	if len(r.blocks) == 0 {
		return nil
	}
	return r.blocks[len(r.blocks)-1]
}

// NumBlocks returns the number of blocks.
func (r *Region) NumBlocks() int { return len(r.blocks) }

// AppendBlock adds a detached block at the end of the region.
func (r *Region) AppendBlock(b *Block) {
	r.adopt(b)
	r.blocks = append(r.blocks, b)
}

// AddBlock appends a new block with arguments of the given types.
func (r *Region) AddBlock(argTypes []Type, locs []Location) *Block {
	b := NewBlock(argTypes, locs)
	r.AppendBlock(b)
	return b
}

// InsertAfter inserts the detached block nb right after b.
func (r *Region) InsertAfter(b, nb *Block) {
	r.adopt(nb)
	i := slices.Index(r.blocks, b)
	r.blocks = slices.Insert(r.blocks, i+1, nb)
}

// InsertBefore inserts the detached block nb right before b.
func (r *Region) InsertBefore(b, nb *Block) {
	r.adopt(nb)
	i := slices.Index(r.blocks, b)
	r.blocks = slices.Insert(r.blocks, i, nb)
}

func (r *Region) adopt(b *Block) {
	if b.parent != nil {
		panic("ir: inserting a block that is already in a region")
	}
	b.parent = r
}

func (r *Region) removeBlock(b *Block) {
	if i := slices.Index(r.blocks, b); i >= 0 {
		r.blocks = slices.Delete(r.blocks, i, i+1)
	}
	b.parent = nil
}

// RemoveBlock unlinks b from the region, keeping it alive.
func (r *Region) RemoveBlock(b *Block) { r.removeBlock(b) }

// TakeBody moves all blocks of other into r, which must be empty.
func (r *Region) TakeBody(other *Region) {
	if len(r.blocks) != 0 {
		panic("ir: TakeBody into a non-empty region")
	}
	for _, b := range other.blocks {
		b.parent = r
	}
	r.blocks, other.blocks = other.blocks, nil
}

// Ops iterates over the operations of every block, in order.
func (r *Region) Ops() iter.Seq[*Operation] {
	return func(yield func(*Operation) bool) {
		for _, b := range slices.Clone(r.blocks) {
			for op := range b.Ops() {
				if !yield(op) {
					return
				}
			}
		}
	}
}

// DropAllReferences drops the references of everything in the region.
func (r *Region) DropAllReferences() {
	for _, b := range r.blocks {
		b.DropAllReferences()
	}
}

// IsAncestor reports whether r is other or contains it.
func (r *Region) IsAncestor(other *Region) bool {
	for other != nil {
		if other == r {
			return true
		}
		p := other.parent
		if p == nil {
			return false
		}
		other = p.ParentRegion()
	}
	return false
}

// CloneInto appends copies of r's blocks to dest, mapping block arguments,
// results and successors through mapping.
func (r *Region) CloneInto(dest *Region, mapping *Mapping) {
	// Create all blocks first so that forward branches can be mapped.
	clones := make([]*Block, len(r.blocks))
	for i, b := range r.blocks {
		nb := &Block{}
		for _, a := range b.args {
			mapping.Map(a, nb.AddArgument(a.typ, a.arg.loc))
		}
		mapping.MapBlock(b, nb)
		clones[i] = nb
	}
	for i, b := range r.blocks {
		for op := range b.Ops() {
			clones[i].Append(op.Clone(mapping))
		}
		dest.AppendBlock(clones[i])
	}
	// Operands that referred to values defined later in the region (graph
	// regions, or uses in blocks printed before their definition) were
	// copied unmapped; remap them now that every value has a copy.
	for _, nb := range clones {
		for op := range nb.Ops() {
			remapOperands(op, mapping)
		}
	}
}

func remapOperands(op *Operation, mapping *Mapping) {
	for i := range op.operandSlots() {
		if w := mapping.Lookup(op.operandSlots()[i].value); w != nil {
			op.operandSlots()[i].Set(w)
		}
	}
	for i := range op.regionSlots() {
		for _, b := range op.regionSlots()[i].blocks {
			for inner := range b.Ops() {
				remapOperands(inner, mapping)
			}
		}
	}
}
