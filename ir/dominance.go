package ir

// DominanceInfo answers dominance queries for the blocks of one region's
// control-flow graph. It is computed once, with the iterative algorithm of
// Cooper, Harvey and Kennedy, and is invalid after the CFG changes.
type DominanceInfo struct {
	region *Region
	// idom maps each reachable block to its immediate dominator; the entry
	// maps to itself. Unreachable blocks are absent.
	idom map[*Block]*Block
	// po is the post-order number of each reachable block.
	po map[*Block]int
	// single is the block of a region of one block, whose tree needs no
	// maps (most regions); idom and po are then nil.
	single *Block
}

// NewDominanceInfo computes the dominator tree of r's blocks.
func NewDominanceInfo(r *Region) *DominanceInfo {
	entry := r.First()
	if entry != nil && r.NumBlocks() == 1 {
		return &DominanceInfo{region: r, single: entry}
	}
	d := &DominanceInfo{region: r, idom: map[*Block]*Block{}, po: map[*Block]int{}}
	if entry == nil {
		return d
	}
	var order []*Block // reverse post-order once reversed
	visited := map[*Block]bool{}
	// Iterative DFS: recursion depth could reach the number of blocks.
	type frame struct {
		b    *Block
		next int
	}
	stack := []frame{{b: entry}}
	visited[entry] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		succs := top.b.Successors()
		if top.next < len(succs) {
			s := succs[top.next]
			top.next++
			if s != nil && s.parent == r && !visited[s] {
				visited[s] = true
				stack = append(stack, frame{b: s})
			}
			continue
		}
		d.po[top.b] = len(order)
		order = append(order, top.b)
		stack = stack[:len(stack)-1]
	}
	d.idom[entry] = entry
	for changed := true; changed; {
		changed = false
		for i := len(order) - 1; i >= 0; i-- {
			b := order[i]
			if b == entry {
				continue
			}
			var newIdom *Block
			for _, p := range b.Predecessors() {
				if _, done := d.idom[p]; !done {
					continue
				}
				if newIdom == nil {
					newIdom = p
				} else {
					newIdom = d.intersect(p, newIdom)
				}
			}
			if newIdom != nil && d.idom[b] != newIdom {
				d.idom[b] = newIdom
				changed = true
			}
		}
	}
	return d
}

func (d *DominanceInfo) intersect(a, b *Block) *Block {
	for a != b {
		for d.po[a] < d.po[b] {
			a = d.idom[a]
		}
		for d.po[b] < d.po[a] {
			b = d.idom[b]
		}
	}
	return a
}

// IsReachable reports whether b can be reached from the region's entry.
func (d *DominanceInfo) IsReachable(b *Block) bool {
	if d.single != nil {
		return b == d.single
	}
	_, ok := d.idom[b]
	return ok
}

// ImmediateDominator returns b's immediate dominator, or nil for the entry
// block and unreachable blocks.
func (d *DominanceInfo) ImmediateDominator(b *Block) *Block {
	if d.single != nil {
		return nil
	}
	i := d.idom[b]
	if i == b {
		return nil
	}
	return i
}

// Dominates reports whether every path from the entry to b passes through
// a. As in MLIR, an unreachable b is dominated by every block.
func (d *DominanceInfo) Dominates(a, b *Block) bool {
	if !d.IsReachable(b) {
		return true
	}
	if !d.IsReachable(a) {
		return false
	}
	if d.single != nil {
		return a == b
	}
	for {
		if a == b {
			return true
		}
		next := d.idom[b]
		if next == b {
			return false
		}
		b = next
	}
}

// ProperlyDominates is Dominates with a != b.
func (d *DominanceInfo) ProperlyDominates(a, b *Block) bool {
	return a != b && d.Dominates(a, b)
}

// ReachableBlocks returns the blocks of r that control can reach: from its
// entry block, and from the blocks holding an operation with the
// JumpTarget trait, through successors. Passes that erase unreachable
// blocks keep these.
func ReachableBlocks(r *Region) map[*Block]bool {
	seen := map[*Block]bool{}
	var stack []*Block
	visit := func(b *Block) {
		if b != nil && !seen[b] {
			seen[b] = true
			stack = append(stack, b)
		}
	}
	for i, b := range r.Blocks() {
		if i == 0 {
			visit(b)
			continue
		}
		for op := range b.Ops() {
			if op.HasTrait(JumpTarget) {
				visit(b)
				break
			}
		}
	}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range b.Successors() {
			visit(s)
		}
	}
	return seen
}
