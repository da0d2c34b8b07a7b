package transforms

import (
	"github.com/strata-ir/strata/dialects/cf"
	"github.com/strata-ir/strata/dialects/funcs"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// Inline is MLIR's inliner for the func dialect: it replaces func.call
// operations by the body of the func.func they call, and erases the
// private functions that this (or nothing from the start) leaves unused.
//
// It builds the call graph of the functions nested in the module (calls
// through flat symbol references that resolve to a function with a body)
// and visits its strongly connected components callees first, so that a
// callee has received its own inlining before it is copied into its
// callers. It leaves alone
//   - calls to declarations and to unresolved symbols;
//   - calls to a function of a recursive component (one that can reach
//     itself). MLIR 16 inlines these too, unrolling the recursion a few
//     times (up to its max-iterations); strata keeps them as calls, which
//     terminates without a limit and keeps the code small;
//   - calls to a function of more than max-callee-size operations, when
//     that option is set;
//   - calls to a function of several blocks from a region that must have a
//     single block (scf.if, scf.for, ...), which MLIR 16 inlines into
//     invalid IR.
//
// A single-block body is inlined before the call. A body of several blocks
// splits the caller's block after the call: the callee's blocks go in
// between, func.return becomes a cf.br to the rest of the block, whose
// arguments replace the call's results. Inlined operations are located at
// callsite(callee location at call location).
//
// A function is erased when it may be discarded — it is not public, or all
// uses of its symbol table are visible (the root table) and it is not
// public — and its last use was a call that got inlined, or it had no use
// when its turn came, as MLIR's use-list tracking decides. Unlike
// mlir-opt's --inline, no simplification pipeline (MLIR's default-pipeline,
// canonicalize) runs on the functions afterwards: run --canonicalize after
// --inline for that; the output equals mlir-opt-16 --inline='default-pipeline='.
type Inline struct {
	MaxCalleeSize int `option:"max-callee-size" help:"Inline only callees of at most this many operations (0: no limit)"`

	NumInlined passes.Statistic `stat:"num-inlined" help:"Number of calls inlined"`
	NumErased  passes.Statistic `stat:"num-erased" help:"Number of functions erased"`
}

// NewInline returns the inline pass.
func NewInline() passes.Pass { return &Inline{} }

// Info describes the pass.
func (*Inline) Info() passes.Info {
	return passes.Info{
		Argument:    "inline",
		Name:        "Inliner",
		Summary:     "Inline function calls",
		Description: "Inlines func.call of func.func with a body, callees first, except into and within recursion, and erases the private functions left unused.",
		Anchor:      "builtin.module",
	}
}

// callNode is a function of the call graph.
type callNode struct {
	fn *ir.Operation
	// callees are the nodes this one calls, in call order, with repeats.
	callees []*callNode
	// discardable: the function may be erased once nothing uses it.
	discardable bool
	// uses counts the references to a discardable function from function
	// bodies; references from elsewhere make a function not discardable.
	uses int
	dead bool
	// recursive: the function can reach itself through calls.
	recursive bool

	index, lowlink int // Tarjan's bookkeeping; index 0 means unvisited
	onStack        bool
}

type inliner struct {
	symbols *ir.SymbolTableCollection
	nodes   map[*ir.Operation]*callNode
	order   []*callNode // in walk order, for determinism
	maxSize int
	inlined int64
}

// Run inlines the calls in module op.
func (p *Inline) Run(op *ir.Operation, st *passes.State) error {
	in := &inliner{symbols: ir.NewSymbolTableCollection(), nodes: map[*ir.Operation]*callNode{}, maxSize: p.MaxCalleeSize}
	in.buildGraph(op)
	var dead []*callNode
	for _, scc := range in.sccs() {
		recursive := len(scc) > 1 || containsNode(scc[0].callees, scc[0])
		for _, n := range scc {
			n.recursive = recursive
		}
		for _, n := range scc {
			if n.discardable && n.uses == 0 {
				// Unused from the start, or since its callers were
				// inlined: nothing needs its calls inlined.
				n.dead = true
				dead = append(dead, n)
				continue
			}
			dead = append(dead, in.inlineCallsIn(n)...)
		}
	}
	var erased int64
	for _, n := range dead {
		if n.fn.UseEmpty() {
			n.fn.Erase()
			erased++
		}
	}
	p.NumInlined.Add(in.inlined)
	p.NumErased.Add(erased)
	if in.inlined == 0 && erased == 0 {
		st.MarkUnchanged()
	}
	return nil
}

func containsNode(list []*callNode, n *callNode) bool {
	for _, m := range list {
		if m == n {
			return true
		}
	}
	return false
}

// resolveCallee returns the node a func.call calls, or nil.
func (in *inliner) resolveCallee(call *ir.Operation) *callNode {
	ref, ok := call.Attr(funcs.CalleeAttr).(ir.SymbolRefAttr)
	if !ok || !ref.IsFlat() {
		return nil
	}
	return in.nodes[in.symbols.LookupNearestSymbolFrom(call, ref)]
}

// buildGraph finds the functions with bodies nested in root, the calls
// between them and the uses of the discardable ones.
func (in *inliner) buildGraph(root *ir.Operation) {
	var walkTable func(table *ir.Operation, allUsesVisible bool)
	walkTable = func(table *ir.Operation, allUsesVisible bool) {
		for _, b := range table.Region(0).Blocks() {
			for op := range b.Ops() {
				if fn, ok := funcs.AsFunc(op); ok && !fn.IsDeclaration() {
					n := &callNode{fn: op}
					n.discardable = (allUsesVisible || ir.IsPrivateSymbol(op)) && !isPublicSymbol(op)
					in.nodes[op] = n
					in.order = append(in.order, n)
					continue
				}
				if ir.IsSymbolTable(op) && op.NumRegions() > 0 {
					walkTable(op, allUsesVisible || !isSymbolOp(op) || ir.IsPrivateSymbol(op))
				}
			}
		}
	}
	walkTable(root, root.Block() == nil)

	// References from anywhere but function bodies keep a function alive.
	alwaysLive := map[*callNode]bool{}
	inBody := map[*ir.Operation]bool{}
	for _, n := range in.order {
		n.fn.WalkNested(ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
			inBody[o] = true
			return ir.Advance
		})
	}
	for _, use := range ir.SymbolUses(root) {
		target := in.nodes[in.symbols.LookupNearestSymbolFrom(use.User, use.Ref)]
		if target == nil {
			continue
		}
		if inBody[use.User] {
			target.uses++
		} else {
			alwaysLive[target] = true
		}
	}
	for n := range alwaysLive {
		n.discardable = false
	}
	for _, n := range in.order {
		n.fn.WalkNested(ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
			if o.Is(funcs.CallOpName) {
				if callee := in.resolveCallee(o); callee != nil {
					n.callees = append(n.callees, callee)
				}
			}
			return ir.Advance
		})
	}
}

// sccs returns the strongly connected components of the call graph,
// callees before callers (the order in which Tarjan's algorithm completes
// them).
func (in *inliner) sccs() [][]*callNode {
	var (
		result [][]*callNode
		stack  []*callNode
		next   = 1
	)
	// Iterative Tarjan: call chains can be long.
	type frame struct {
		n    *callNode
		edge int
	}
	for _, start := range in.order {
		if start.index != 0 {
			continue
		}
		frames := []frame{{n: start}}
		start.index, start.lowlink, start.onStack = next, next, true
		next++
		stack = append(stack, start)
		for len(frames) > 0 {
			top := &frames[len(frames)-1]
			n := top.n
			if top.edge < len(n.callees) {
				m := n.callees[top.edge]
				top.edge++
				switch {
				case m.index == 0:
					m.index, m.lowlink, m.onStack = next, next, true
					next++
					stack = append(stack, m)
					frames = append(frames, frame{n: m})
				case m.onStack:
					n.lowlink = min(n.lowlink, m.index)
				}
				continue
			}
			frames = frames[:len(frames)-1]
			if len(frames) > 0 {
				parent := frames[len(frames)-1].n
				parent.lowlink = min(parent.lowlink, n.lowlink)
			}
			if n.lowlink == n.index {
				var scc []*callNode
				for {
					m := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					m.onStack = false
					scc = append(scc, m)
					if m == n {
						break
					}
				}
				// Keep the functions of a component in walk order.
				for i, j := 0, len(scc)-1; i < j; i, j = i+1, j-1 {
					scc[i], scc[j] = scc[j], scc[i]
				}
				result = append(result, scc)
			}
		}
	}
	return result
}

// inlineCallsIn inlines the calls in caller's body that may be inlined and
// returns the callees whose last use that removed.
func (in *inliner) inlineCallsIn(caller *callNode) []*callNode {
	var calls []*ir.Operation
	caller.fn.WalkNested(ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
		if o.Is(funcs.CallOpName) {
			calls = append(calls, o)
		}
		return ir.Advance
	})
	var dead []*callNode
	for _, call := range calls {
		callee := in.resolveCallee(call)
		if callee == nil || callee.dead || !in.shouldInline(call, callee) {
			continue
		}
		lastUse := callee.discardable && callee.uses == 1
		inlineCall(call, callee.fn)
		in.inlined++
		// The call's use is gone; the references in the copied body are
		// new uses (unless this was the last use: the body then moved,
		// as MLIR inlines in place).
		callee.uses--
		if !lastUse {
			in.countReferences(callee.fn, +1)
		} else {
			callee.dead = true
			dead = append(dead, callee)
		}
	}
	return dead
}

// countReferences adds delta to the uses of the discardable functions
// referenced from fn's body.
func (in *inliner) countReferences(fn *ir.Operation, delta int) {
	for _, b := range fn.Region(0).Blocks() {
		for op := range b.Ops() {
			for _, use := range ir.SymbolUses(op) {
				if target := in.nodes[in.symbols.LookupNearestSymbolFrom(use.User, use.Ref)]; target != nil {
					target.uses += delta
				}
			}
		}
	}
}

// shouldInline reports whether call may be replaced by callee's body.
func (in *inliner) shouldInline(call *ir.Operation, callee *callNode) bool {
	if call.IsTerminator() || callee.fn.IsAncestor(call) {
		return false
	}
	if callee.recursive {
		return false
	}
	body := callee.fn.Region(0)
	if body.NumBlocks() > 1 {
		// The blocks need a region that may hold several.
		if parent := call.ParentOp(); parent != nil && !parent.Is(funcs.FuncOpName) && parent.HasTrait(ir.SingleBlock) {
			return false
		}
	}
	if in.maxSize > 0 {
		size := 0
		callee.fn.WalkNested(ir.PreOrder, func(*ir.Operation) ir.WalkResult { size++; return ir.Advance })
		if size > in.maxSize {
			return false
		}
	}
	return true
}

// inlineCall replaces call by a copy of fn's body.
func inlineCall(call, fn *ir.Operation) {
	ctx := call.Context()
	callLoc := call.Loc()
	body := fn.Region(0)
	mapping := ir.NewMapping()
	for i, arg := range body.First().Arguments() {
		mapping.Map(arg, call.Operand(i))
	}
	b := ir.NewBuilder(ctx)
	relocate := func(op *ir.Operation) {
		op.WalkAll(func(o *ir.Operation) {
			o.SetLoc(ir.CallSiteLoc{Callee: o.Loc(), Caller: callLoc})
		})
	}

	if body.NumBlocks() == 1 {
		b.SetInsertionPointBefore(call)
		for op := range body.First().Ops() {
			if op.Is(funcs.ReturnOpName) {
				results := make([]*ir.Value, op.NumOperands())
				for i, v := range op.Operands() {
					results[i] = mapping.LookupOrSelf(v)
				}
				call.ReplaceAllUsesWith(results)
				continue
			}
			clone := b.Insert(op.Clone(mapping))
			relocate(clone)
		}
		call.Erase()
		return
	}

	// Split after the call; the rest of the block receives the results.
	block := call.Block()
	region := block.Parent()
	rest := block.SplitBefore(call.Next())
	for i, r := range call.Results() {
		r.ReplaceAllUsesWith(rest.AddArgument(call.Result(i).Type(), callLoc))
	}
	// Copy the body at the end of the caller's region, then move the
	// copies in between the two halves.
	before := len(region.Blocks())
	body.CloneInto(region, mapping)
	copies := append([]*ir.Block(nil), region.Blocks()[before:]...)
	for _, c := range copies {
		region.RemoveBlock(c)
		region.InsertBefore(rest, c)
		for op := range c.Ops() {
			relocate(op)
		}
	}
	for _, c := range copies {
		ret := c.Terminator()
		if ret == nil || !ret.Is(funcs.ReturnOpName) {
			continue
		}
		b.SetInsertionPointBefore(ret)
		cf.NewBr(b, rest, ret.Operands(), ret.Loc())
		ret.Erase()
	}
	// The copied entry block continues the caller's block: its arguments
	// are the call's operands.
	entry := copies[0]
	for i, arg := range entry.Arguments() {
		arg.ReplaceAllUsesWith(call.Operand(i))
	}
	call.Erase()
	for op := range entry.Ops() {
		op.Remove()
		block.Append(op)
	}
	region.RemoveBlock(entry)
}
