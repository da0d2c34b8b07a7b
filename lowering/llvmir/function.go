package llvmir

import (
	"fmt"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/strata-ir/strata/ir"
)

// FuncBuilder is the translation of one function body, which the models
// of OpTranslator add to: the LLVM values of the body's values, its
// blocks, and the block being built.
type FuncBuilder struct {
	t  *translator
	fn *ir.Operation
	f  *llir.Func
	// values maps the function's values to LLVM values. A pointer may be
	// held with a more precise type than i8* (see the package comment);
	// Value and TypedPtr cast it as their user needs.
	values map[*ir.Value]value.Value
	blocks map[*ir.Block]*llir.Block
	// cur is the block instructions are appended to.
	cur *llir.Block
	// casts caches the bitcasts made in each block, so that a pointer used
	// several times as the same type is cast once.
	casts map[castKey]value.Value
	// edges are the branches to blocks with arguments, whose phis are
	// filled once every block is translated.
	edges []edge
	// phis are the phi nodes of each block's arguments.
	phis map[*ir.Block][]*llir.InstPhi
}

type castKey struct {
	block *llir.Block
	v     value.Value
	to    string
}

// edge is a branch from the LLVM block from to the block dest, passing
// args to dest's arguments.
type edge struct {
	from *llir.Block
	dest *ir.Block
	args []*ir.Value
}

// translateBody translates the body of the llvm.func op into f.
func (t *translator) translateBody(op *ir.Operation, f *llir.Func) error {
	s := &FuncBuilder{
		t: t, fn: op, f: f,
		values: map[*ir.Value]value.Value{},
		blocks: map[*ir.Block]*llir.Block{},
		casts:  map[castKey]value.Value{},
		phis:   map[*ir.Block][]*llir.InstPhi{},
	}
	region := op.Region(0)
	entry := region.First()
	if entry.NumArguments() != len(f.Params) {
		return Errorf(op, "the entry block has %d arguments; the function type has %d parameters", entry.NumArguments(), len(f.Params))
	}
	for i, arg := range entry.Arguments() {
		s.values[arg] = f.Params[i]
	}
	order := reversePostOrder(entry)
	for i, b := range region.Blocks() {
		if !order.reachable[b] {
			continue
		}
		lb := llir.NewBlock(fmt.Sprintf("bb%d", i))
		if b == entry {
			// The entry block is unnamed, as Clang leaves it.
			lb = llir.NewBlock("")
		}
		lb.Parent = f
		s.blocks[b] = lb
		f.Blocks = append(f.Blocks, lb)
		if b == entry {
			continue
		}
		for _, arg := range b.Arguments() {
			at, err := t.types.convert(arg.Type())
			if err != nil {
				return Errorf(op, "block argument: %v", err)
			}
			phi := &llir.InstPhi{Typ: at}
			lb.Insts = append(lb.Insts, phi)
			s.phis[b] = append(s.phis[b], phi)
			s.values[arg] = phi
		}
	}
	for _, b := range order.blocks {
		s.cur = s.blocks[b]
		for o := range b.Ops() {
			if err := s.translateOp(o); err != nil {
				return err
			}
		}
		if s.cur.Term == nil {
			return Errorf(op, "a block does not end with a terminator")
		}
	}
	return s.fillPhis()
}

// blockOrder is the blocks reachable from an entry, each after its
// dominators, so that values are translated before their uses.
type blockOrder struct {
	blocks    []*ir.Block
	reachable map[*ir.Block]bool
}

func reversePostOrder(entry *ir.Block) blockOrder {
	o := blockOrder{reachable: map[*ir.Block]bool{}}
	var post []*ir.Block
	type frame struct {
		b    *ir.Block
		next int
	}
	stack := []frame{{b: entry}}
	o.reachable[entry] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		succs := successorsOf(top.b)
		if top.next < len(succs) {
			s := succs[top.next]
			top.next++
			if !o.reachable[s] {
				o.reachable[s] = true
				stack = append(stack, frame{b: s})
			}
			continue
		}
		post = append(post, top.b)
		stack = stack[:len(stack)-1]
	}
	for i := len(post) - 1; i >= 0; i-- {
		o.blocks = append(o.blocks, post[i])
	}
	return o
}

func successorsOf(b *ir.Block) []*ir.Block {
	term := b.Last()
	if term == nil {
		return nil
	}
	return term.Successors()
}

// Value returns the LLVM value of v in its canonical type: the
// translation of v's type, a pointer being i8*. op, v's user, locates the
// error when v has no LLVM value yet.
func (s *FuncBuilder) Value(op *ir.Operation, v *ir.Value) (value.Value, error) {
	lv, ok := s.values[v]
	if !ok {
		return nil, Errorf(op, "an operand is not defined before its use")
	}
	want, err := s.t.types.convert(v.Type())
	if err != nil {
		return nil, Errorf(op, "%v", err)
	}
	return s.cast(lv, want), nil
}

// Values returns the canonical values of vs, operands of op.
func (s *FuncBuilder) Values(op *ir.Operation, vs []*ir.Value) ([]value.Value, error) {
	out := make([]value.Value, len(vs))
	for i, v := range vs {
		lv, err := s.Value(op, v)
		if err != nil {
			return nil, err
		}
		out[i] = lv
	}
	return out, nil
}

// TypedPtr returns the pointer v, an operand of op, as a pointer to elem
// in v's address space: what a load, a store or a call through it needs.
func (s *FuncBuilder) TypedPtr(op *ir.Operation, v *ir.Value, elem types.Type) (value.Value, error) {
	lv, ok := s.values[v]
	if !ok {
		return nil, Errorf(op, "an operand is not defined before its use")
	}
	pt, ok := lv.Type().(*types.PointerType)
	if !ok {
		return nil, Errorf(op, "expected a pointer operand, not %s", lv.Type())
	}
	return s.cast(lv, &types.PointerType{ElemType: elem, AddrSpace: pt.AddrSpace}), nil
}

// cast returns lv as a value of type to: itself, a constant bitcast, or a
// bitcast instruction in the current block (made once per block).
func (s *FuncBuilder) cast(lv value.Value, to types.Type) value.Value {
	if lv.Type().Equal(to) {
		return lv
	}
	if c, ok := lv.(constant.Constant); ok {
		return constant.NewBitCast(c, to)
	}
	key := castKey{s.cur, lv, to.String()}
	if c, ok := s.casts[key]; ok {
		return c
	}
	c := s.cur.NewBitCast(lv, to)
	s.casts[key] = c
	return c
}

// BranchTarget returns the LLVM block a branch of op to dest with args
// should jump to: dest's own, or, when op already jumps to dest with other
// arguments (a phi takes one value per predecessor), a new block that
// forwards to it. The phis of dest's arguments receive args along that
// edge once the body is translated; a terminator must therefore reach
// every successor through BranchTarget.
func (s *FuncBuilder) BranchTarget(op *ir.Operation, dest *ir.Block, args []*ir.Value) (*llir.Block, error) {
	if len(args) != dest.NumArguments() {
		return nil, Errorf(op, "a successor takes %d arguments; %d are passed", dest.NumArguments(), len(args))
	}
	target := s.blocks[dest]
	for _, e := range s.edges {
		if e.from == s.cur && e.dest == dest && !sameValues(e.args, args) {
			split := llir.NewBlock("")
			split.Parent = s.f
			s.f.Blocks = append(s.f.Blocks, split)
			split.NewBr(target)
			s.edges = append(s.edges, edge{from: split, dest: dest, args: args})
			return split, nil
		}
	}
	if len(args) > 0 || dest.NumArguments() > 0 {
		s.edges = append(s.edges, edge{from: s.cur, dest: dest, args: args})
	}
	return target, nil
}

func sameValues(a, b []*ir.Value) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// fillPhis gives each phi its incoming value along every edge. A value
// that must be cast is cast at the end of the predecessor.
func (s *FuncBuilder) fillPhis() error {
	for _, e := range s.edges {
		s.cur = e.from
		phis := s.phis[e.dest]
		for i, arg := range e.args {
			v, err := s.Value(e.dest.ParentOp(), arg)
			if err != nil {
				return err
			}
			phis[i].Incs = append(phis[i].Incs, llir.NewIncoming(v, e.from))
		}
	}
	return nil
}
