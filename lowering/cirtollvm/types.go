package cirtollvm

import (
	"fmt"

	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/tollvm"
	"github.com/strata-ir/strata/rewrite"
)

// typeLowering knows what each cir type becomes in the llvm dialect and the
// C data layout of x86-64 (sizes and alignments), which loads, stores,
// allocas and unions need.
//
// A C value has two LLVM types, as in clang: its register type, which
// operations compute on, and its memory type, how it is laid out in memory.
// They differ only for bool: i1 in registers, i8 in memory. Aggregates
// (arrays, records) only live in memory, so their members always take the
// memory type.
type typeLowering struct {
	ctx *ir.Context
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
	tl := &typeLowering{ctx: ctx, records: map[recordKey]cir.RecordType{}}
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
		return [...]ir.Type{ir.F32, ir.F64, ir.F80}[t.Kind], nil
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
	size, _, err := tl.layout(t)
	if err != nil || len(t.Members()) == 0 {
		return nil, err
	}
	storage := t.Members()[0]
	var storageSize, storageAlign int64
	for _, m := range t.Members() {
		s, a, err := tl.layout(m)
		if err != nil {
			return nil, err
		}
		if a > storageAlign || a == storageAlign && s > storageSize {
			storage, storageSize, storageAlign = m, s, a
		}
	}
	st, err := tl.memType(storage)
	if err != nil {
		return nil, err
	}
	fields := []ir.Type{st}
	if pad := size - storageSize; pad > 0 {
		fields = append(fields, llvm.ArrayType{Elem: ir.I8, Len: pad})
	}
	return fields, nil
}

// layout returns the size and alignment in bytes of a cir type on x86-64
// (the System V ABI: long double is 16 bytes aligned to 16).
func (tl *typeLowering) layout(t ir.Type) (size, align int64, err error) {
	switch t := t.(type) {
	case cir.IntType:
		bytes := int64(1)
		for bytes*8 < int64(t.Width) {
			bytes *= 2
		}
		return bytes, bytes, nil
	case cir.BoolType, cir.VoidType:
		return 1, 1, nil
	case cir.FloatType:
		s := [...]int64{4, 8, 16}[t.Kind]
		return s, s, nil
	case cir.PointerType, cir.FuncType:
		return 8, 8, nil
	case cir.ArrayType:
		s, a, err := tl.layout(t.Elem)
		return s * t.Len, a, err
	case cir.RecordType:
		t, err := tl.resolve(t)
		if err != nil {
			return 0, 0, err
		}
		align = 1
		for _, m := range t.Members() {
			s, a, err := tl.layout(m)
			if err != nil {
				return 0, 0, err
			}
			align = max(align, a)
			if t.Kind == cir.Union {
				size = max(size, s)
			} else {
				size = alignTo(size, a) + s
			}
		}
		return alignTo(size, align), align, nil
	}
	return 0, 0, fmt.Errorf("type %s has no C layout", ir.TypeString(t))
}

// alignOf returns the natural alignment of a cir type, 0 when unknown
// (LLVM then takes the ABI alignment of the LLVM type).
func (tl *typeLowering) alignOf(t ir.Type) int64 {
	_, a, err := tl.layout(t)
	if err != nil {
		return 0
	}
	return a
}

func alignTo(n, a int64) int64 { return (n + a - 1) / a * a }

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
