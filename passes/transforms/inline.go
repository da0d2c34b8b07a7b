package transforms

import (
	"sync"

	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// Inline is MLIR 16's inliner: it replaces call operations by the body of
// the function they call, simplifies the functions with a pipeline as it
// goes, and erases the private functions that this (or nothing from the
// start) leaves unused. With its defaults the output is mlir-opt-16
// --inline's.
//
// It works on any dialect through interfaces: a call is an op with
// [ir.CallOpInterface] (func.call, llvm.call, cir.call), a function one
// with [ir.CallableOpInterface] (func.func, llvm.func, cir.func), and
// which ops may move into a caller is for each op's dialect to say
// ([ir.DialectInliner]; func, arith, cf, scf, llvm and cir have one).
//
// It builds the call graph of the functions with a body nested in the
// module and visits its strongly connected components (SCCs) callees
// first, in the order of Tarjan's algorithm from the functions in walk
// order. For each SCC it repeats, at most max-iterations times:
//
//  1. run the optimization pipeline on each function of the SCC: the
//     op-pipelines entry for its operation name, else default-pipeline
//     (canonicalize; none when empty), with State.RunPipeline;
//  2. inline the calls in the functions of the SCC, and the calls that
//     inlining brings in, stopping if none was inlined.
//
// A call is inlined unless it is a terminator, the callee contains it
// (direct recursion), the callee was already inlined to produce it (the
// inline history that keeps mutual recursion from unrolling forever), the
// callee holds an operation its dialect's [ir.DialectInliner] does not
// allow (or of a dialect without one, or unregistered), the callee's
// dialect refuses the call ([ir.CallInliner]: llvm's noinline), or one of
// strata's limits applies:
//   - a callee of several blocks is not inlined into a region that must
//     have a single block (scf.if, scf.for, ...), which MLIR 16 does,
//     making invalid IR;
//   - with max-callee-size, a callee of more operations is not inlined.
//
// A single-block body is inlined before the call, the operands of its
// terminator replacing the call's results. A body of several blocks
// splits the caller's block after the call: the callee's blocks go in
// between, and each return becomes a branch to the rest of the block
// (func.return a cf.br, llvm.return an llvm.br: [ir.ReturnInliner]), whose
// arguments replace the call's results. Inlined operations are located at
// callsite(callee location at call location).
//
// A private function is erased when its last use was a call that got
// inlined, or it had no use when its SCC's turn came, tracked with
// MLIR's use lists: references from outside function bodies keep a
// function alive.
//
// The pipelines are parsed on the first run with the pass manager's
// registry (the generic passes when the State has none), then reused by
// every run of this pass value, so that their statistics add up. They run
// on one function at a time in the goroutine of the pass (MLIR runs them
// on the functions of an SCC in parallel; the result is the same).
type Inline struct {
	DefaultPipeline string   `option:"default-pipeline" help:"The default optimizer pipeline used for callables"`
	OpPipelines     []string `option:"op-pipelines" help:"Callable operation specific optimizer pipelines (in the form of 'dialect.op(pipeline)')"`
	MaxIterations   uint     `option:"max-iterations" help:"Maximum number of iterations when inlining within an SCC"`
	MaxCalleeSize   int      `option:"max-callee-size" help:"Inline only callees of at most this many operations (0: no limit)"`

	NumInlined passes.Statistic `stat:"num-inlined" help:"Number of calls inlined"`
	NumErased  passes.Statistic `stat:"num-erased" help:"Number of functions erased"`

	// The parsed pipelines, shared by concurrent runs.
	mu       sync.Mutex
	parsed   bool
	parseErr error
	byOp     map[string]*passes.OpPassManager // op-pipelines, by anchor
	defaults map[string]*passes.OpPassManager // default-pipeline, by op name
	registry *passes.Registry
}

// NewInline returns the inline pass with mlir-opt-16's defaults.
func NewInline() passes.Pass {
	return &Inline{DefaultPipeline: "canonicalize", MaxIterations: 4}
}

// Info describes the pass.
func (*Inline) Info() passes.Info {
	return passes.Info{
		Argument: "inline",
		Name:     "Inliner",
		Summary:  "Inline function calls",
		Description: "Inlines calls of functions with a body (func, llvm and cir), callees first, simplifying the functions " +
			"with a pipeline (canonicalize) before and after, and erases the private functions left unused.",
		Anchor: "builtin.module",
	}
}

const (
	defaultPipelineSource = "<inline default-pipeline>"
	opPipelinesSource     = "<inline op-pipelines>"
)

// pipelineFor returns the pipeline to optimize callables named name with,
// or nil for none.
func (p *Inline) pipelineFor(name string, st *passes.State) (*passes.OpPassManager, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.parsed {
		p.parsed = true
		p.registry = st.Registry()
		if p.registry == nil && (p.DefaultPipeline != "" || len(p.OpPipelines) > 0) {
			p.registry = passes.NewRegistry()
			Register(p.registry)
		}
		p.byOp = map[string]*passes.OpPassManager{}
		p.defaults = map[string]*passes.OpPassManager{}
		for _, text := range p.OpPipelines {
			if text == "" {
				continue
			}
			m, err := passes.ParsePipeline(text, opPipelinesSource, p.registry)
			if err != nil {
				p.parseErr = err
				break
			}
			if _, dup := p.byOp[m.Anchor()]; !dup {
				p.byOp[m.Anchor()] = m
			}
		}
	}
	if p.parseErr != nil {
		return nil, p.parseErr
	}
	if m, ok := p.byOp[name]; ok {
		return m, nil
	}
	if p.DefaultPipeline == "" {
		return nil, nil
	}
	if m, ok := p.defaults[name]; ok {
		return m, nil
	}
	m, err := passes.ParsePassList(p.DefaultPipeline, defaultPipelineSource, name, p.registry)
	if err != nil {
		p.parseErr = err
		return nil, err
	}
	p.defaults[name] = m
	return m, nil
}

// Run inlines the calls in module op.
func (p *Inline) Run(op *ir.Operation, st *passes.State) error {
	if !ir.IsSymbolTable(op) {
		return op.Errorf(" was scheduled to run under the inliner, but does not define a symbol table")
	}
	symbols := ir.NewSymbolTableCollection()
	g := newCallGraph(op, symbols)
	in := &inliner{
		pass:    p,
		st:      st,
		g:       g,
		uses:    newUseList(op, g),
		maxSize: p.MaxCalleeSize,
		marked:  map[*cgNode]bool{},
	}
	for _, scc := range g.sccs() {
		if err := in.inlineSCC(scc); err != nil {
			return err
		}
	}
	for _, n := range in.dead {
		n.op.Erase()
	}
	p.NumInlined.Add(in.inlined)
	p.NumErased.Add(int64(len(in.dead)))
	if in.inlined == 0 && len(in.dead) == 0 && !in.optimized {
		st.MarkUnchanged()
	}
	return nil
}

// The call graph, as MLIR's CallGraph: a node per func.func with a body,
// with an edge to each function it calls and to each function nested in
// it. The functions nested in no function are the roots (MLIR's edges
// from its external node).

type cgNode struct {
	op *ir.Operation
	// edges are the call and child edges, in the order the walk found
	// them, each target once.
	edges    []*cgNode
	edgeSet  map[*cgNode]bool
	children []*cgNode

	index, lowlink int // Tarjan's bookkeeping; index 0 means unvisited
	onStack        bool
}

func (n *cgNode) addEdge(target *cgNode) {
	if n.edgeSet == nil {
		n.edgeSet = map[*cgNode]bool{}
	}
	if !n.edgeSet[target] {
		n.edgeSet[target] = true
		n.edges = append(n.edges, target)
	}
}

type callGraph struct {
	nodes   map[*ir.Operation]*cgNode
	roots   []*cgNode
	symbols *ir.SymbolTableCollection
}

// callableBody returns the body of a function with one, or nil.
func callableBody(op *ir.Operation) *ir.Region {
	if c, ok := ir.Interface[ir.CallableOpInterface](op); ok {
		return c.CallableRegion(op)
	}
	return nil
}

// isCallable reports whether op is a function, with a body or not.
func isCallable(op *ir.Operation) bool {
	_, ok := ir.Interface[ir.CallableOpInterface](op)
	return ok
}

// isCall reports whether op is a call operation, direct or indirect (whose
// callee is never known).
func isCall(op *ir.Operation) bool {
	_, ok := ir.Interface[ir.CallOpInterface](op)
	return ok
}

// calleeSymbol returns the symbol a direct call names.
func calleeSymbol(call *ir.Operation) (ir.SymbolRefAttr, bool) {
	c, ok := ir.Interface[ir.CallOpInterface](call)
	if !ok {
		return ir.SymbolRefAttr{}, false
	}
	return c.CalleeSymbol(call)
}

// callArgs returns the values a call passes to its callee's arguments.
func callArgs(call *ir.Operation) []*ir.Value {
	c, _ := ir.Interface[ir.CallOpInterface](call)
	return c.ArgOperands(call)
}

func newCallGraph(root *ir.Operation, symbols *ir.SymbolTableCollection) *callGraph {
	g := &callGraph{nodes: map[*ir.Operation]*cgNode{}, symbols: symbols}
	// Two walks, as in MLIR: nodes first, so that calls resolve to
	// functions found later in the walk.
	g.compute(root, nil, false)
	g.compute(root, nil, true)
	return g
}

func (g *callGraph) compute(op *ir.Operation, parent *cgNode, resolveCalls bool) {
	if isCall(op) {
		if resolveCalls && parent != nil {
			if target := g.resolve(op); target != nil {
				parent.addEdge(target)
			}
		}
		return
	}
	if isCallable(op) {
		if callableBody(op) == nil {
			return
		}
		parent = g.node(op, parent)
	}
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for nested := range b.Ops() {
				g.compute(nested, parent, resolveCalls)
			}
		}
	}
}

// node returns the node of fn, making it (a child of parent, or a root)
// the first time.
func (g *callGraph) node(fn *ir.Operation, parent *cgNode) *cgNode {
	if n, ok := g.nodes[fn]; ok {
		return n
	}
	n := &cgNode{op: fn}
	g.nodes[fn] = n
	if parent != nil {
		parent.addEdge(n)
		parent.children = append(parent.children, n)
	} else {
		g.roots = append(g.roots, n)
	}
	return n
}

// resolve returns the node a call calls, or nil when it is not a known
// function with a body.
func (g *callGraph) resolve(call *ir.Operation) *cgNode {
	ref, ok := calleeSymbol(call)
	if !ok {
		return nil
	}
	return g.nodes[g.symbols.LookupNearestSymbolFrom(call, ref)]
}

// nodeOfRegion returns the node whose body r is, or nil.
func (g *callGraph) nodeOfRegion(r *ir.Region) *cgNode {
	if r.Index() != 0 {
		return nil
	}
	return g.nodes[r.ParentOp()]
}

// sccs returns the strongly connected components of the call graph in the
// order MLIR's llvm::scc_iterator gives them: callees before callers, the
// roots visited in walk order, and the functions of a component in the
// order Tarjan's stack pops them (the last reached first).
func (g *callGraph) sccs() [][]*cgNode {
	var (
		result [][]*cgNode
		stack  []*cgNode
		next   = 1
	)
	type frame struct {
		n    *cgNode
		edge int
	}
	for _, start := range g.roots {
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
			if top.edge < len(n.edges) {
				m := n.edges[top.edge]
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
				var scc []*cgNode
				for {
					m := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					m.onStack = false
					scc = append(scc, m)
					if m == n {
						break
					}
				}
				result = append(result, scc)
			}
		}
	}
	return result
}

// The use lists, as MLIR's CGUseList: how many references the function
// bodies hold to each discardable (private, unreferenced from elsewhere)
// function, kept up to date as calls are inlined and bodies simplified.

type cgUser struct {
	// topLevel are the nodes referenced from the function op's own
	// attributes (counted once); inner, from the operations in its body.
	topLevel map[*cgNode]bool
	inner    map[*cgNode]int
}

type useList struct {
	g           *callGraph
	discardable map[*cgNode]int
	nodeUses    map[*cgNode]*cgUser
}

func newUseList(root *ir.Operation, g *callGraph) *useList {
	u := &useList{g: g, discardable: map[*cgNode]int{}, nodeUses: map[*cgNode]*cgUser{}}
	// References from anything but a function keep their target alive.
	// As in MLIR, one resolution cache serves every symbol table.
	alwaysLive := map[ir.SymbolRefAttr]*cgNode{}
	walkSymbolTables(root, func(table *ir.Operation) {
		for _, b := range table.Region(0).Blocks() {
			for op := range b.Ops() {
				if n := g.nodes[op]; n != nil {
					// MLIR asks whether all the uses of the table's symbols
					// are visible, but a function may be discarded when
					// unused only if private (canDiscardOnUseEmpty), and
					// then they are.
					if ir.IsPrivateSymbol(op) {
						u.discardable[n] = 0
					}
					continue
				}
				u.walkReferencedNodes(op, alwaysLive, func(*cgNode, *ir.Operation) {})
			}
		}
	})
	for _, n := range alwaysLive {
		if n != nil {
			delete(u.discardable, n)
		}
	}
	for _, n := range g.nodes {
		u.recomputeUses(n)
	}
	return u
}

// walkSymbolTables calls fn on every symbol table nested in op (op
// included), inner tables first, as MLIR's SymbolTable::walkSymbolTables.
func walkSymbolTables(op *ir.Operation, fn func(table *ir.Operation)) {
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for nested := range b.Ops() {
				walkSymbolTables(nested, fn)
			}
		}
	}
	if ir.IsSymbolTable(op) && op.NumRegions() > 0 {
		fn(op)
	}
}

// symbolUsesWithin returns the symbol references of op and the operations
// nested in it, not looking into nested symbol tables (whose references
// are to their own symbols), as MLIR's SymbolTable::getSymbolUses.
func symbolUsesWithin(op *ir.Operation) []ir.SymbolUse {
	var uses []ir.SymbolUse
	for _, use := range ir.SymbolUses(op) {
		inside := true
		for p := use.User; p != op; p = p.ParentOp() {
			if p != use.User && ir.IsSymbolTable(p) {
				inside = false
				break
			}
		}
		if inside && (use.User == op || !ir.IsSymbolTable(op)) {
			uses = append(uses, use)
		}
	}
	return uses
}

// walkReferencedNodes calls fn for each reference in op to a function of
// the graph, resolving each reference once through cache, from the
// symbol table around op.
func (u *useList) walkReferencedNodes(op *ir.Operation, cache map[ir.SymbolRefAttr]*cgNode, fn func(n *cgNode, user *ir.Operation)) {
	from := op.ParentOp()
	for _, use := range symbolUsesWithin(op) {
		n, seen := cache[use.Ref]
		if !seen {
			if from != nil {
				n = u.g.nodes[u.g.symbols.LookupNearestSymbolFrom(from, use.Ref)]
			}
			cache[use.Ref] = n
		}
		if n != nil {
			fn(n, use.User)
		}
	}
}

func (u *useList) user(n *cgNode) *cgUser {
	uses := u.nodeUses[n]
	if uses == nil {
		uses = &cgUser{topLevel: map[*cgNode]bool{}, inner: map[*cgNode]int{}}
		u.nodeUses[n] = uses
	}
	return uses
}

// recomputeUses counts again the references n's function holds.
func (u *useList) recomputeUses(n *cgNode) {
	u.decrement(u.user(n))
	uses := &cgUser{topLevel: map[*cgNode]bool{}, inner: map[*cgNode]int{}}
	u.nodeUses[n] = uses
	u.walkReferencedNodes(n.op, map[ir.SymbolRefAttr]*cgNode{}, func(ref *cgNode, user *ir.Operation) {
		if _, ok := u.discardable[ref]; !ok {
			return
		}
		if user != n.op {
			uses.inner[ref]++
		} else if uses.topLevel[ref] {
			return
		} else {
			uses.topLevel[ref] = true
		}
		u.discardable[ref]++
	})
}

// dropCallUses forgets the references of call, in user's body.
func (u *useList) dropCallUses(user *cgNode, call *ir.Operation) {
	refs := u.user(user).inner
	u.walkReferencedNodes(call, map[ir.SymbolRefAttr]*cgNode{}, func(ref *cgNode, _ *ir.Operation) {
		if _, ok := refs[ref]; !ok {
			return
		}
		refs[ref]--
		u.discardable[ref]--
	})
}

// mergeUsesAfterInlining adds the references of callee's body, of which
// a copy went into caller.
func (u *useList) mergeUsesAfterInlining(callee, caller *cgNode) {
	to := u.user(caller).inner
	for ref, count := range u.user(callee).inner {
		to[ref] += count
		u.discardable[ref] += count
	}
}

// eraseNode forgets n and the references it holds.
func (u *useList) eraseNode(n *cgNode) {
	for _, c := range n.children {
		u.eraseNode(c)
	}
	u.decrement(u.user(n))
	delete(u.nodeUses, n)
	delete(u.discardable, n)
}

func (u *useList) decrement(uses *cgUser) {
	for ref := range uses.topLevel {
		u.discardable[ref]--
	}
	for ref, count := range uses.inner {
		u.discardable[ref] -= count
	}
}

func (u *useList) isDead(n *cgNode) bool {
	count, ok := u.discardable[n]
	return ok && count == 0
}

func (u *useList) hasOneUseAndDiscardable(n *cgNode) bool {
	count, ok := u.discardable[n]
	return ok && count == 1
}

// The inlining.

type inliner struct {
	pass      *Inline
	st        *passes.State
	g         *callGraph
	uses      *useList
	maxSize   int
	inlined   int64
	optimized bool // whether a pipeline ran

	// dead are the functions to erase at the end, in the order found.
	dead   []*cgNode
	marked map[*cgNode]bool
}

// resolvedCall is a call to inline: in source's function (or one nested
// in it), to target's.
type resolvedCall struct {
	call           *ir.Operation
	source, target *cgNode
}

// inlineSCC optimizes and inlines the functions of scc until no call is
// inlined or max-iterations is reached.
func (in *inliner) inlineSCC(scc []*cgNode) error {
	for iteration := uint(0); ; {
		if err := in.optimizeSCC(scc); err != nil {
			return err
		}
		var inlinedAny bool
		scc, inlinedAny = in.inlineCallsInSCC(scc)
		if !inlinedAny {
			return nil
		}
		if iteration++; iteration >= in.pass.MaxIterations {
			return nil
		}
	}
}

// optimizeSCC runs the optimization pipeline on each function of scc.
func (in *inliner) optimizeSCC(scc []*cgNode) error {
	var visit []*cgNode
	for _, n := range scc {
		// As in MLIR: not the functions holding others, which the
		// pipeline might erase, nor those passes cannot run on alone.
		if len(n.children) > 0 || !n.op.HasTrait(ir.IsolatedFromAbove) {
			continue
		}
		visit = append(visit, n)
	}
	for _, n := range visit {
		m, err := in.pass.pipelineFor(n.op.Name(), in.st)
		if err != nil {
			return err
		}
		if m == nil {
			continue
		}
		in.optimized = true
		if err := in.st.RunPipeline(m, n.op); err != nil {
			return err
		}
	}
	for _, n := range visit {
		in.uses.recomputeUses(n)
	}
	return nil
}

// inlineCallsInSCC inlines the calls in the functions of scc, and those
// the inlined bodies bring, and returns scc without the functions that
// died and whether a call was inlined.
func (in *inliner) inlineCallsInSCC(scc []*cgNode) ([]*cgNode, bool) {
	var (
		calls   []resolvedCall
		dead    []*cgNode
		deadSet = map[*cgNode]bool{}
	)
	markDead := func(n *cgNode) {
		if !deadSet[n] {
			deadSet[n] = true
			dead = append(dead, n)
		}
	}
	for _, n := range scc {
		if in.uses.isDead(n) {
			markDead(n)
			continue
		}
		calls = in.collectCalls(blockItems(n.op.Region(0).Blocks(), n), false, calls)
	}

	// The inline history: the callee whose inlining brought each call in,
	// and the history of the call it replaced, so that a call is not
	// inlined into what a copy of the same callee produced.
	type historyEntry struct {
		callee *cgNode
		parent int // -1: the call was there from the start
	}
	var history []historyEntry
	callHistory := make([]int, len(calls))
	for i := range callHistory {
		callHistory[i] = -1
	}
	inHistory := func(n *cgNode, id int) bool {
		for ; id >= 0; id = history[id].parent {
			if history[id].callee == n {
				return true
			}
		}
		return false
	}

	inlinedAny := false
	for i := 0; i < len(calls); i++ {
		c := calls[i]
		if deadSet[c.source] || inHistory(c.target, callHistory[i]) || !in.shouldInline(c) {
			continue
		}
		inPlace := in.uses.hasOneUseAndDiscardable(c.target)
		in.uses.dropCallUses(c.source, c.call)
		before := len(calls)
		calls = in.inlineCall(c, calls)
		in.inlined++
		inlinedAny = true
		history = append(history, historyEntry{callee: c.target, parent: callHistory[i]})
		for range len(calls) - before {
			callHistory = append(callHistory, len(history)-1)
		}
		in.uses.mergeUsesAfterInlining(c.target, c.source)
		if inPlace {
			// The last use is gone: MLIR moves the body rather than copy
			// it; the copy here is the same IR, and the callee goes.
			in.uses.eraseNode(c.target)
			markDead(c.target)
		}
	}

	for _, n := range dead {
		for i, m := range scc {
			if m == n {
				scc = append(scc[:i:i], scc[i+1:]...)
				break
			}
		}
		if !in.marked[n] {
			in.marked[n] = true
			in.dead = append(in.dead, n)
		}
	}
	return scc, inlinedAny
}

// workItem is a list of operations to look for calls in, on behalf of a
// node: a block, or the operations just inlined in place of a call.
type workItem struct {
	block *ir.Block
	ops   []*ir.Operation
	node  *cgNode
}

func blockItems(blocks []*ir.Block, n *cgNode) []workItem {
	items := make([]workItem, len(blocks))
	for i, b := range blocks {
		items[i] = workItem{block: b, node: n}
	}
	return items
}

// collectCalls appends to calls the func.call operations of flat
// references to functions with a body found in items, as MLIR's
// collectCallOps does: a stack of blocks, so the last block first, the
// regions of an operation after the rest of its block; the bodies of
// nested functions are searched only if traverseNested.
func (in *inliner) collectCalls(items []workItem, traverseNested bool, calls []resolvedCall) []resolvedCall {
	stack := items
	for len(stack) > 0 {
		item := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		visit := func(op *ir.Operation) {
			if isCall(op) {
				if ref, ok := calleeSymbol(op); ok && !ref.IsFlat() {
					return
				}
				if target := in.g.resolve(op); target != nil {
					calls = append(calls, resolvedCall{call: op, source: item.node, target: target})
				}
				return
			}
			for _, r := range op.Regions() {
				nested := in.g.nodeOfRegion(r)
				if !traverseNested && nested != nil {
					continue
				}
				if nested == nil {
					nested = item.node
				}
				stack = append(stack, blockItems(r.Blocks(), nested)...)
			}
		}
		if item.block != nil {
			for op := range item.block.Ops() {
				visit(op)
			}
		} else {
			for _, op := range item.ops {
				visit(op)
			}
		}
	}
	return calls
}

// shouldInline reports whether c may be replaced by the callee's body.
func (in *inliner) shouldInline(c resolvedCall) bool {
	call, callee := c.call, c.target.op
	if call.IsTerminator() || callee.Region(0).IsAncestor(call.ParentRegion()) {
		return false
	}
	parent := call.ParentOp()
	if parent == nil || !hasInliner(parent) {
		return false
	}
	if d, ok := ir.OpDialectInterface[ir.CallInliner](callee); ok && !d.IsLegalToInlineCall(call, callee) {
		return false
	}
	body := callableBody(callee)
	if body == nil {
		return false
	}
	if body.NumBlocks() > 1 {
		if !isCallable(parent) && parent.HasTrait(ir.SingleBlock) {
			// The blocks need a region that may hold several.
			return false
		}
		for _, b := range body.Blocks() {
			if t := b.Terminator(); t != nil && t.HasTrait(ir.ReturnLike) {
				if _, ok := ir.OpDialectInterface[ir.ReturnInliner](t); !ok {
					return false
				}
			}
		}
	} else if t := body.First().Terminator(); t == nil || t.NumOperands() != call.NumResults() {
		// The terminator's operands replace the call's results.
		return false
	}
	size, legal := 0, true
	callee.WalkNested(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		size++
		if d, ok := ir.OpDialectInterface[ir.DialectInliner](op); !ok || !d.IsLegalToInline(op) {
			legal = false
			return ir.Interrupt
		}
		return ir.Advance
	})
	if !legal {
		return false
	}
	return in.maxSize <= 0 || size <= in.maxSize
}

// hasInliner reports whether op's dialect has an inliner interface, which
// lets code be inlined into op's regions.
func hasInliner(op *ir.Operation) bool {
	_, ok := ir.OpDialectInterface[ir.DialectInliner](op)
	return ok
}

// sourceNodeOf returns the node of the function whose body holds r.
func (in *inliner) sourceNodeOf(r *ir.Region) *cgNode {
	for ; r != nil; r = r.ParentOp().ParentRegion() {
		if n := in.g.nodeOfRegion(r); n != nil {
			return n
		}
	}
	return nil
}

// inlineCall replaces c's call by a copy of the callee's body and appends
// the calls of the copy to calls.
func (in *inliner) inlineCall(c resolvedCall, calls []resolvedCall) []resolvedCall {
	call, fn := c.call, c.target.op
	source := in.sourceNodeOf(call.ParentRegion())
	ctx := call.Context()
	callLoc := call.Loc()
	body := fn.Region(0)
	args := callArgs(call)
	mapping := ir.NewMapping()
	for i, arg := range body.First().Arguments() {
		mapping.Map(arg, args[i])
	}
	b := ir.NewBuilder(ctx)
	relocate := func(op *ir.Operation) {
		op.WalkAll(func(o *ir.Operation) {
			o.SetLoc(ir.CallSiteLoc{Callee: o.Loc(), Caller: callLoc})
		})
	}

	if body.NumBlocks() == 1 {
		b.SetInsertionPointBefore(call)
		var clones []*ir.Operation
		ret := body.First().Terminator()
		for op := range body.First().Ops() {
			if op == ret {
				results := make([]*ir.Value, op.NumOperands())
				for i, v := range op.Operands() {
					results[i] = mapping.LookupOrSelf(v)
				}
				call.ReplaceAllUsesWith(results)
				continue
			}
			clone := b.Insert(op.Clone(mapping))
			relocate(clone)
			clones = append(clones, clone)
		}
		calls = in.collectCalls([]workItem{{ops: clones, node: source}}, true, calls)
		call.Erase()
		return calls
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
	items := make([]workItem, len(copies))
	for i, c := range copies {
		region.RemoveBlock(c)
		region.InsertBefore(rest, c)
		for op := range c.Ops() {
			relocate(op)
			items[i].ops = append(items[i].ops, op)
		}
		items[i].node = source
	}
	calls = in.collectCalls(items, true, calls)
	for _, c := range copies {
		ret := c.Terminator()
		if ret == nil || !ret.HasTrait(ir.ReturnLike) {
			continue
		}
		d, _ := ir.OpDialectInterface[ir.ReturnInliner](ret)
		b.SetInsertionPointBefore(ret)
		d.ReplaceReturnWithBranch(b, ret, rest)
	}
	// The copied entry block continues the caller's block: its arguments
	// are the call's operands.
	entry := copies[0]
	for i, arg := range entry.Arguments() {
		arg.ReplaceAllUsesWith(args[i])
	}
	call.Erase()
	for op := range entry.Ops() {
		op.Remove()
		block.Append(op)
	}
	region.RemoveBlock(entry)
	return calls
}
