package llvmir

import (
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/strata-ir/strata/ir"
)

// newTuple returns a new numbered metadata node, added to the module.
func (t *translator) newTuple(distinct bool, fields ...metadata.Field) *metadata.Tuple {
	md := &metadata.Tuple{MetadataID: t.newMetadataID(), Distinct: distinct, Fields: fields}
	t.m.MetadataDefs = append(t.m.MetadataDefs, md)
	return md
}

// attachLoopMetadata translates a branch's `llvm.loop` dictionary (see
// the package comment) to an !llvm.loop attachment.
func (s *FuncBuilder) attachLoopMetadata(op *ir.Operation, md *llir.Metadata) error {
	a := op.Attr("llvm.loop")
	if a == nil {
		return nil
	}
	d, ok := a.(*ir.DictionaryAttr)
	if !ok {
		return Errorf(op, "'llvm.loop' must be a dictionary of loop metadata, not %s", ir.AttrString(a))
	}
	// The loop's node refers to itself first: it is made before its
	// properties so that it gets the first number, as LLVM prints it.
	loop := s.t.newTuple(true)
	loop.Fields = append(loop.Fields, loop)
	for _, e := range d.Entries() {
		if !strings.HasPrefix(e.Name, "llvm.loop.") {
			return Errorf(op, "loop property '%s' is not LLVM loop metadata (llvm.loop.*)", e.Name)
		}
		fields := []metadata.Field{&metadata.String{Value: e.Name}}
		switch v := e.Value.(type) {
		case ir.UnitAttr:
		case ir.IntegerAttr:
			c, err := intConstant(v, intTypeOf(v))
			if err != nil {
				return Errorf(op, "loop property '%s': %v", e.Name, err)
			}
			fields = append(fields, c)
		default:
			return Errorf(op, "loop property '%s' has the value %s; expected a unit, an integer or a boolean", e.Name, ir.AttrString(v))
		}
		loop.Fields = append(loop.Fields, s.t.newTuple(false, fields...))
	}
	*md = append(*md, &metadata.Attachment{Name: "llvm.loop", Node: loop})
	return nil
}

// intTypeOf returns the LLVM integer type of an integer attribute, i64 for
// one of index type.
func intTypeOf(a ir.IntegerAttr) types.Type {
	if it, ok := a.AttrType().(ir.IntegerType); ok {
		return intType(int(it.Width))
	}
	return types.I64
}

// attachBranchWeights translates a branch's branch_weights (MLIR 16's
// dense i32 array) to !prof metadata.
func (s *FuncBuilder) attachBranchWeights(op *ir.Operation, md *llir.Metadata) error {
	a := op.Attr("branch_weights")
	if a == nil {
		return nil
	}
	var weights []int64
	switch a := a.(type) {
	case *ir.DenseArrayAttr:
		weights = a.Int64s()
	case *ir.DenseElementsAttr:
		for _, v := range a.Values() {
			iv, ok := v.(ir.IntegerAttr)
			if !ok {
				return Errorf(op, "branch weights must be integers")
			}
			weights = append(weights, iv.Int64())
		}
	default:
		return Errorf(op, "branch weights must be a dense array of i32, not %s", ir.AttrString(a))
	}
	if len(weights) != op.NumSuccessors() {
		return Errorf(op, "%d branch weights for %d successors", len(weights), op.NumSuccessors())
	}
	fields := []metadata.Field{&metadata.String{Value: "branch_weights"}}
	for _, w := range weights {
		fields = append(fields, constant.NewInt(types.I32, w))
	}
	*md = append(*md, &metadata.Attachment{Name: "prof", Node: s.t.newTuple(false, fields...)})
	return nil
}

// attachMemoryMetadata translates a load's or store's nontemporal flag.
func (s *FuncBuilder) attachMemoryMetadata(op *ir.Operation, md *llir.Metadata) error {
	if !op.HasAttr("nontemporal") {
		return nil
	}
	if s.t.nontemporal == nil {
		s.t.nontemporal = s.t.newTuple(false, constant.NewInt(types.I32, 1))
	}
	*md = append(*md, &metadata.Attachment{Name: "nontemporal", Node: s.t.nontemporal})
	return nil
}
