package cirtollvm

import (
	"fmt"

	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/tollvm"
	"github.com/strata-ir/strata/rewrite"
	"github.com/strata-ir/strata/target"
)

// typeLowering knows what each cir type becomes in the llvm dialect and the
// target's C data layout (sizes and alignments), which loads, stores,
// allocas and unions need.
//
// A C value has two LLVM types, as in clang: its register type, which
// operations compute on, and its memory type, how it is laid out in memory.
// They differ only for bool: i1 in registers, i8 in memory. Aggregates
// (arrays, records) only live in memory, so their members always take the
// memory type.
type typeLowering struct {
	ctx *ir.Context
	// target is the machine the C program is compiled for: x86-64 Linux,
	// whatever the host, as the lowering has always assumed.
	target target.Target
	// records maps the name of every complete named record of the module
	// to it, so that an incomplete reference (`!cir.struct<struct "node">`)
	// can be resolved.
	records map[recordKey]cir.RecordType
	// converter is the conversion's type converter (newTypeConverter).
	converter *rewrite.TypeConverter
	// overflowFlags says whether signed arithmetic gets nsw (Options).
	overflowFlags bool
}

// recordKey names a record: struct and union tags are separate
// namespaces in C.
type recordKey struct {
	kind cir.RecordKind
	name string
}

func newTypeLowering(ctx *ir.Context, module *ir.Operation) *typeLowering {
	tl := &typeLowering{ctx: ctx, target: target.X86_64Linux(), records: map[recordKey]cir.RecordType{}}
	tl.collectRecords(module)
	tl.converter = tl.newTypeConverter()
	return tl
}

// collectRecords finds the complete named records of every type that
// appears in module: in results, block arguments and type attributes, and
// in the types nested in those.
func (tl *typeLowering) collectRecords(module *ir.Operation) {
	seen := map[ir.Type]bool{}
	var visit func(t ir.Type)
	visit = func(t ir.Type) {
		if t == nil || seen[t] {
			return
		}
		seen[t] = true
		switch t := t.(type) {
		case cir.PointerType:
			visit(t.Pointee)
		case cir.ArrayType:
			visit(t.Elem)
		case cir.RecordType:
			if t.Incomplete || t.Name == "" {
				for _, m := range t.Members() {
					visit(m)
				}
				return
			}
			key := recordKey{t.Kind, t.Name}
			if _, ok := tl.records[key]; !ok {
				tl.records[key] = t
			}
			for _, m := range t.Members() {
				visit(m)
			}
		case cir.FuncType:
			visit(t.Result)
			for _, p := range t.Params() {
				visit(p)
			}
		}
	}
	var visitAttr func(a ir.Attribute)
	visitAttr = func(a ir.Attribute) {
		switch a := a.(type) {
		case ir.TypeAttr:
			visit(a.Type)
		case ir.TypedAttr:
			visit(a.AttrType())
		}
	}
	module.WalkAll(func(op *ir.Operation) {
		for _, r := range op.Results() {
			visit(r.Type())
		}
		for _, na := range op.Attrs() {
			visitAttr(na.Value)
		}
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for _, a := range b.Arguments() {
					visit(a.Type())
				}
			}
		}
	})
}

// resolve returns the complete record that t stands for.
func (tl *typeLowering) resolve(t cir.RecordType) (cir.RecordType, error) {
	if !t.Incomplete {
		return t, nil
	}
	full, ok := tl.records[recordKey{t.Kind, t.Name}]
	if !ok {
		return t, fmt.Errorf("record %s is never defined in the module", ir.TypeString(t))
	}
	return full, nil
}

// convert returns the register type of a cir type; other types are
// returned as they are.
func (tl *typeLowering) convert(t ir.Type) (ir.Type, error) {
	switch t := t.(type) {
	case cir.IntType:
		return ir.IntType(uint32(t.Width)), nil
	case cir.BoolType:
		return ir.I1, nil
	case cir.FloatType:
		if t.Kind == cir.LongDouble {
			return floatFormatTypes[tl.target.LongDoubleFormat], nil
		}
		return [...]ir.Type{ir.F32, ir.F64}[t.Kind], nil
	case cir.VoidType:
		return llvm.Void, nil
	case cir.PointerType:
		return llvm.Ptr, nil
	case cir.ArrayType:
		elem, err := tl.memType(t.Elem)
		if err != nil {
			return nil, err
		}
		return llvm.ArrayType{Elem: elem, Len: t.Len}, nil
	case cir.RecordType:
		return tl.convertRecord(t)
	case cir.FuncType:
		return tl.convertFunc(t)
	}
	return t, nil
}

// memType returns the type a value of cir type t has in memory.
func (tl *typeLowering) memType(t ir.Type) (ir.Type, error) {
	switch t.(type) {
	case cir.BoolType:
		return ir.I8, nil
	case cir.VoidType:
		// void* arithmetic and loads through void* (a GNU extension) step
		// by bytes.
		return ir.I8, nil
	}
	return tl.convert(t)
}

// convertFunc returns the llvm function type of a cir function type.
func (tl *typeLowering) convertFunc(t cir.FuncType) (llvm.FuncType, error) {
	result, err := tl.convert(t.Result)
	if err != nil {
		return llvm.FuncType{}, err
	}
	params := make([]ir.Type, len(t.Params()))
	for i, p := range t.Params() {
		if params[i], err = tl.convert(p); err != nil {
			return llvm.FuncType{}, err
		}
	}
	return llvm.Func(tl.ctx, result, params, t.VarArg), nil
}

// convertRecord returns the llvm struct of a record: an identified struct
// named as clang names it ("struct.P", "union.U") for a named record, a
// literal struct for an anonymous one. A union is a struct of its most
// aligned (then largest) member, padded with bytes to the union's size;
// with opaque pointers every member is reached through the union's address
// itself.
func (tl *typeLowering) convertRecord(t cir.RecordType) (ir.Type, error) {
	t, err := tl.resolve(t)
	if err != nil {
		return nil, err
	}
	var fields []ir.Type
	if t.Kind == cir.Union {
		fields, err = tl.unionFields(t)
	} else {
		fields = make([]ir.Type, len(t.Members()))
		for i, m := range t.Members() {
			if fields[i], err = tl.memType(m); err != nil {
				return nil, err
			}
		}
	}
	if err != nil {
		return nil, err
	}
	if t.Name == "" {
		return llvm.LiteralStruct(tl.ctx, fields, false), nil
	}
	prefix := "struct."
	if t.Kind == cir.Union {
		prefix = "union."
	}
	return llvm.IdentifiedStruct(tl.ctx, prefix+t.Name, fields, false), nil
}

func (tl *typeLowering) unionFields(t cir.RecordType) ([]ir.Type, error) {
	union, err := tl.layout(t)
	if err != nil || len(t.Members()) == 0 {
		return nil, err
	}
	storage := t.Members()[0]
	var storageLayout target.Layout
	for _, m := range t.Members() {
		l, err := tl.layout(m)
		if err != nil {
			return nil, err
		}
		if l.Align > storageLayout.Align || l.Align == storageLayout.Align && l.Size > storageLayout.Size {
			storage, storageLayout = m, l
		}
	}
	st, err := tl.memType(storage)
	if err != nil {
		return nil, err
	}
	fields := []ir.Type{st}
	if pad := union.Size - storageLayout.Size; pad > 0 {
		fields = append(fields, llvm.ArrayType{Elem: ir.I8, Len: pad})
	}
	return fields, nil
}

// floatFormatTypes are the llvm types of the float formats.
var floatFormatTypes = [...]ir.Type{target.IEEESingle: ir.F32, target.IEEEDouble: ir.F64, target.X87Extended: ir.F80, target.IEEEQuad: ir.F128}

// layout returns the size and alignment in bytes of a cir type on the
// target.
func (tl *typeLowering) layout(t ir.Type) (target.Layout, error) {
	switch t := t.(type) {
	case cir.IntType:
		return tl.target.IntLayout(int(t.Width)), nil
	case cir.BoolType:
		return tl.target.Layout(target.Bool), nil
	case cir.VoidType:
		// sizeof(void) is 1 in GNU C.
		return target.Layout{Size: 1, Align: 1}, nil
	case cir.FloatType:
		return tl.target.Layout([...]target.CType{target.Float, target.Double, target.LongDouble}[t.Kind]), nil
	case cir.PointerType, cir.FuncType:
		return tl.target.Layout(target.Pointer), nil
	case cir.ArrayType:
		elem, err := tl.layout(t.Elem)
		return tl.target.ArrayLayout(elem, t.Len), err
	case cir.RecordType:
		t, err := tl.resolve(t)
		if err != nil {
			return target.Layout{}, err
		}
		members := make([]target.Layout, len(t.Members()))
		for i, m := range t.Members() {
			if members[i], err = tl.layout(m); err != nil {
				return target.Layout{}, err
			}
		}
		if t.Kind == cir.Union {
			return tl.target.UnionLayout(members), nil
		}
		l, _ := tl.target.StructLayout(members)
		return l, nil
	}
	return target.Layout{}, fmt.Errorf("type %s has no C layout", ir.TypeString(t))
}

// alignOf returns the natural alignment of a cir type, 0 when unknown
// (LLVM then takes the ABI alignment of the LLVM type).
func (tl *typeLowering) alignOf(t ir.Type) int64 {
	l, err := tl.layout(t)
	if err != nil {
		return 0
	}
	return l.Align
}

// newTypeConverter returns the converter of the conversion: the shared
// LLVM type converter of lowering/tollvm (builtin and llvm types), with the
// cir types added as a rule of precedence.
func (tl *typeLowering) newTypeConverter() *rewrite.TypeConverter {
	tc := tollvm.NewTypeConverter(tl.ctx)
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) {
		if !cir.IsCIRType(t) {
			return nil, false
		}
		ct, err := tl.convert(t)
		if err != nil {
			return nil, true // cannot be converted
		}
		return ct, true
	})
	return tc
}
