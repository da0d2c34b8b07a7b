package frontend

import (
	"fmt"

	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
	cc "modernc.org/cc/v4"
)

// typ converts a C type to the cir type of its values in memory. n
// locates errors. Variable-length arrays have no cir type; the code that
// handles them asks for vlaBase instead.
func (t *translator) typ(ct cc.Type, n cc.Node) ir.Type {
	switch ct.Kind() {
	case cc.Void:
		return cir.Void
	case cc.Bool:
		return cir.Bool
	case cc.Char, cc.SChar, cc.UChar, cc.Short, cc.UShort, cc.Int, cc.UInt,
		cc.Long, cc.ULong, cc.LongLong, cc.ULongLong:
		return cir.IntType{Width: int(ct.Size()) * 8, Signed: cc.IsSignedInteger(ct)}
	case cc.Enum:
		if e, ok := ct.(*cc.EnumType); ok {
			return t.typ(e.UnderlyingType(), n)
		}
		return cir.S32
	case cc.Float:
		return cir.F32
	case cc.Double:
		return cir.F64
	case cc.LongDouble:
		if ct.Size() == 8 {
			return cir.F64
		}
		return cir.F80
	case cc.Ptr:
		elem := ct.(*cc.PointerType).Elem()
		return cir.PtrTo(t.pointee(elem, n))
	case cc.Array:
		a := ct.(*cc.ArrayType)
		if a.IsVLA() {
			t.unsupported(n, "a variable-length array here")
		}
		n := a.Len()
		if n < 0 || a.IsIncomplete() {
			n = 0
		}
		return cir.ArrayType{Elem: t.typ(a.Elem(), nil), Len: n}
	case cc.Struct, cc.Union:
		return t.record(ct, n)
	case cc.Function:
		return t.funcType(ct.(*cc.FunctionType), n)
	case cc.Int128, cc.UInt128:
		t.unsupported(n, "__int128")
	case cc.ComplexChar, cc.ComplexDouble, cc.ComplexFloat, cc.ComplexFloat16, cc.ComplexInt,
		cc.ComplexLong, cc.ComplexLongDouble, cc.ComplexLongLong, cc.ComplexShort, cc.ComplexUInt, cc.ComplexUShort:
		t.unsupported(n, "_Complex")
	}
	t.unsupported(n, fmt.Sprintf("the type '%s'", ct))
	return nil
}

// pointee is the cir type a pointer to ct points to: ct's own, except
// that a pointer to a variable-length array points to the array's
// innermost fixed-size element, and a pointer to void or to an
// incomplete record points to bytes.
func (t *translator) pointee(ct cc.Type, n cc.Node) ir.Type {
	switch ct.Kind() {
	case cc.Void:
		return cir.S8
	case cc.Array:
		if a := ct.(*cc.ArrayType); a.IsVLA() {
			return t.typ(vlaBase(a), n)
		}
	case cc.Struct, cc.Union:
		if ct.IsIncomplete() {
			return cir.S8
		}
		if t.inProgress[t.canonicalRecord(ct)] {
			kind := cir.Struct
			if ct.Kind() == cc.Union {
				kind = cir.Union
			}
			return cir.RecordRef(kind, t.recordName(ct))
		}
	case cc.Function:
		return t.funcType(ct.(*cc.FunctionType), n)
	}
	return t.typ(ct, n)
}

// vlaBase strips the variable-length dimensions of a: the element type
// that is laid out with a fixed size.
func vlaBase(ct cc.Type) cc.Type {
	for {
		a, ok := ct.(*cc.ArrayType)
		if !ok || !isVLA(a) {
			return ct
		}
		ct = a.Elem()
	}
}

// isVLA reports whether ct is an array with a variable-length dimension at
// any depth (double[n][4] and double[4][n] both are).
func isVLA(ct cc.Type) bool {
	for {
		a, ok := ct.(*cc.ArrayType)
		if !ok {
			return false
		}
		if a.IsVLA() {
			return true
		}
		ct = a.Elem()
	}
}

// recordName returns the name the record has in the module (unique per
// C type: C may reuse a tag in another scope).
func (t *translator) recordName(ct cc.Type) string {
	ct = t.canonicalRecord(ct)
	if r, ok := t.records[ct]; ok {
		return r.Name
	}
	if name, ok := t.pendingNames[ct]; ok {
		return name
	}
	var tag string
	switch s := ct.(type) {
	case *cc.StructType:
		tok := s.Tag()
		tag = tok.SrcStr()
	case *cc.UnionType:
		tok := s.Tag()
		tag = tok.SrcStr()
	}
	if tag == "" {
		t.anon++
		tag = fmt.Sprintf("anon.%d", t.anon)
	}
	name := tag
	for i := 1; t.recordNames[name]; i++ {
		name = fmt.Sprintf("%s.%d", tag, i)
	}
	t.recordNames[name] = true
	t.pendingNames[ct] = name
	return name
}

// record converts a struct or union type.
func (t *translator) record(ct cc.Type, n cc.Node) ir.Type {
	ct = t.canonicalRecord(ct)
	if r, ok := t.records[ct]; ok {
		return r
	}
	kind := cir.Struct
	if ct.Kind() == cc.Union {
		kind = cir.Union
	}
	if ct.IsIncomplete() {
		t.fail(n, "incomplete type '%s' used where its size is needed", ct)
	}
	name := t.recordName(ct)
	if t.inProgress[ct] {
		return cir.RecordRef(kind, name)
	}
	t.inProgress[ct] = true
	defer delete(t.inProgress, ct)
	var nf int
	var field func(int) *cc.Field
	switch s := ct.(type) {
	case *cc.StructType:
		nf, field = s.NumFields(), s.FieldByIndex
	case *cc.UnionType:
		nf, field = s.NumFields(), s.FieldByIndex
	}
	members := make([]ir.Type, 0, nf)
	for i := 0; i < nf; i++ {
		f := field(i)
		// Located at the member's declaration, when cc knows it.
		at := n
		if d := f.Declarator(); d != nil {
			at = d
		}
		if f.IsBitfield() {
			t.unsupported(at, fmt.Sprintf("the bit-field '%s' of '%s'", f.Name(), recordString(ct)))
		}
		if f.IsFlexibleArrayMember() {
			t.unsupported(at, fmt.Sprintf("the flexible array member '%s' of '%s'", f.Name(), recordString(ct)))
		}
		members = append(members, t.typ(f.Type(), n))
	}
	r := cir.NewRecord(t.ctx, kind, name, members)
	t.records[ct] = r
	return r
}

// funcType converts a function type. Parameters of array type are
// pointers, as C adjusts them.
func (t *translator) funcType(ft *cc.FunctionType, n cc.Node) cir.FuncType {
	var params []ir.Type
	for _, p := range ft.Parameters() {
		pt := p.Type()
		if pt.Kind() == cc.Void {
			continue
		}
		params = append(params, t.typ(pt.Decay(), n))
	}
	var result ir.Type = cir.Void
	if ft.Result().Kind() != cc.Void {
		result = t.typ(ft.Result(), n)
	}
	return cir.Func(t.ctx, result, params, ft.IsVariadic())
}

// isUnsigned reports whether ct is an unsigned integer (or bool, or
// pointer, for comparisons).
func isUnsigned(ct cc.Type) bool {
	return cc.IsIntegerType(ct) && !cc.IsSignedInteger(ct)
}

// canonicalRecord returns the one cc type the front end uses for a
// struct or union: cc may make several objects for one tagged type (seen
// through a typedef, or completed later).
func (t *translator) canonicalRecord(ct cc.Type) cc.Type {
	var tag string
	var nf int
	switch s := ct.(type) {
	case *cc.StructType:
		tok := s.Tag()
		tag, nf = "struct "+tok.SrcStr(), s.NumFields()
	case *cc.UnionType:
		tok := s.Tag()
		tag, nf = "union "+tok.SrcStr(), s.NumFields()
	default:
		return ct
	}
	if tag == "struct " || tag == "union " || ct.IsIncomplete() {
		return ct
	}
	key := fmt.Sprintf("%s/%d/%d", tag, ct.Size(), nf)
	if c, ok := t.canonical[key]; ok {
		return c
	}
	t.canonical[key] = ct
	return ct
}

// recordString names a struct or union type in a message: "struct tag"
// when it has a tag (cc's String lists every member).
func recordString(ct cc.Type) string {
	switch s := ct.(type) {
	case *cc.StructType:
		if tok := s.Tag(); tok.SrcStr() != "" {
			return "struct " + tok.SrcStr()
		}
	case *cc.UnionType:
		if tok := s.Tag(); tok.SrcStr() != "" {
			return "union " + tok.SrcStr()
		}
	}
	return ct.String()
}

// typeString names a type in a message, records by their tag.
func typeString(ct cc.Type) string {
	switch ct.Kind() {
	case cc.Struct, cc.Union:
		return recordString(ct)
	}
	return ct.String()
}
