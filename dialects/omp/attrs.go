package omp

import (
	"fmt"
	"slices"
	"strings"

	"github.com/strata-ir/strata/ir"
)

// enumStyle says how the body of an enum attribute is spelled after its
// mnemonic, as upstream's assembly formats for each enum spell it.
type enumStyle uint8

const (
	enumPlain  enumStyle = iota // #omp<procbindkind close>
	enumParens                  // #omp<clause_task_depend(taskdependin)>
	enumBraces                  // #omp<data_sharing_type {type = private}>
)

// enumDef is one of the dialect's enumerations: its attribute mnemonic,
// how the case is spelled, and the cases.
type enumDef struct {
	mnemonic string
	style    enumStyle
	cases    []string
}

// The enumerations, by attribute mnemonic. Upstream's names and cases.
const (
	ProcBindKindEnum     = "procbindkind"
	ScheduleKindEnum     = "schedulekind"
	ScheduleModEnum      = "sched_mod"
	MemoryOrderEnum      = "memoryorderkind"
	OrderKindEnum        = "orderkind"
	OrderModEnum         = "order_mod"
	TaskDependEnum       = "clause_task_depend"
	CaptureKindEnum      = "variable_capture_kind"
	DataSharingTypeEnum  = "data_sharing_type"
	requiresEnumMnemonic = "clause_requires"
)

// enumDefs returns the definition of the enum with the given mnemonic.
// (A switch rather than a package-level table keeps the package free of
// mutable globals.)
func enumDefOf(mnemonic string) (enumDef, bool) {
	switch mnemonic {
	case ProcBindKindEnum:
		return enumDef{mnemonic, enumPlain, []string{"primary", "master", "close", "spread"}}, true
	case ScheduleKindEnum:
		return enumDef{mnemonic, enumPlain, []string{"static", "dynamic", "guided", "auto", "runtime"}}, true
	case ScheduleModEnum:
		return enumDef{mnemonic, enumPlain, []string{"none", "monotonic", "nonmonotonic", "simd"}}, true
	case MemoryOrderEnum:
		return enumDef{mnemonic, enumPlain, []string{"seq_cst", "acq_rel", "acquire", "release", "relaxed"}}, true
	case OrderKindEnum:
		return enumDef{mnemonic, enumPlain, []string{"concurrent"}}, true
	case OrderModEnum:
		return enumDef{mnemonic, enumPlain, []string{"reproducible", "unconstrained"}}, true
	case TaskDependEnum:
		return enumDef{mnemonic, enumParens, []string{"taskdependin", "taskdependout", "taskdependinout", "taskdependmutexinoutset", "taskdependinoutset"}}, true
	case CaptureKindEnum:
		return enumDef{mnemonic, enumParens, []string{"This", "ByRef", "ByCopy", "VLAType"}}, true
	case DataSharingTypeEnum:
		return enumDef{mnemonic, enumBraces, []string{"private", "firstprivate"}}, true
	}
	return enumDef{}, false
}

// EnumAttr is a case of one of the dialect's enumerations, such as
// `#omp<procbindkind close>` or `#omp<clause_task_depend(taskdependin)>`.
type EnumAttr struct {
	Enum string // the enumeration's mnemonic, e.g. ProcBindKindEnum
	Case string // the case, e.g. "close"
}

// Enum returns the attribute for case c of enum; it does not check that
// c is one of enum's cases (the verifier does, through the op's
// attribute constraints).
func Enum(enum, c string) EnumAttr { return EnumAttr{Enum: enum, Case: c} }

// PrintAttribute prints the attribute in full.
func (a EnumAttr) PrintAttribute(p *ir.AsmPrinter) {
	p.WriteString("#omp<" + a.Enum)
	def, _ := enumDefOf(a.Enum)
	switch def.style {
	case enumParens:
		p.WriteString("(" + a.Case + ")")
	case enumBraces:
		p.WriteString(" {type = " + a.Case + "}")
	default:
		p.WriteString(" " + a.Case)
	}
	p.WriteString(">")
}

// enumConstraint accepts the cases of the enum with the given mnemonic.
func enumConstraint(mnemonic, desc string) ir.AttrConstraint {
	return ir.AttrConstraint{Desc: desc, Pred: func(a ir.Attribute) bool {
		e, ok := a.(EnumAttr)
		if !ok || e.Enum != mnemonic {
			return false
		}
		def, _ := enumDefOf(mnemonic)
		return slices.Contains(def.cases, e.Case)
	}}
}

// parseEnumCase parses a bare case of def, reporting the cases allowed
// when the keyword is not one of them.
func parseEnumCase(p *ir.AsmParser, def enumDef) (string, error) {
	loc := p.Loc()
	c, err := p.ParseIdentifier()
	if err != nil {
		return "", err
	}
	if !slices.Contains(def.cases, c) {
		return "", p.ErrorfAt(loc, "expected one of [%s] for %s, but got '%s'", strings.Join(def.cases, ", "), def.mnemonic, c)
	}
	return c, nil
}

// parseEnumBody parses what follows the mnemonic of an enum attribute.
func parseEnumBody(p *ir.AsmParser, def enumDef) (ir.Attribute, error) {
	switch def.style {
	case enumParens:
		if err := p.ParsePunct("("); err != nil {
			return nil, err
		}
	case enumBraces:
		if err := p.ParsePunct("{"); err != nil {
			return nil, err
		}
		if err := p.ParseKeyword("type"); err != nil {
			return nil, err
		}
		if err := p.ParsePunct("="); err != nil {
			return nil, err
		}
	}
	c, err := parseEnumCase(p, def)
	if err != nil {
		return nil, err
	}
	switch def.style {
	case enumParens:
		err = p.ParsePunct(")")
	case enumBraces:
		err = p.ParsePunct("}")
	}
	return EnumAttr{Enum: def.mnemonic, Case: c}, err
}

// RequiresFlags is the set of `requires` clauses of a translation unit, as
// upstream's ClauseRequires bit enum numbers them; SelfMaps is strata's
// addition (OpenMP 6.0's self_maps, treated as unified shared memory).
type RequiresFlags uint32

const (
	RequiresNone                RequiresFlags = 0
	RequiresReverseOffload      RequiresFlags = 1
	RequiresUnifiedAddress      RequiresFlags = 2
	RequiresUnifiedSharedMemory RequiresFlags = 4
	RequiresDynamicAllocators   RequiresFlags = 8
	RequiresSelfMaps            RequiresFlags = 16
)

// requiresNames lists the flags in bit order.
func requiresNames() []struct {
	flag RequiresFlags
	name string
} {
	return []struct {
		flag RequiresFlags
		name string
	}{
		{RequiresReverseOffload, "reverse_offload"},
		{RequiresUnifiedAddress, "unified_address"},
		{RequiresUnifiedSharedMemory, "unified_shared_memory"},
		{RequiresDynamicAllocators, "dynamic_allocators"},
		{RequiresSelfMaps, "self_maps"},
	}
}

// String spells the flags as the attribute does: `none` or the names
// joined by `|`, in bit order.
func (f RequiresFlags) String() string {
	if f == RequiresNone {
		return "none"
	}
	var parts []string
	for _, n := range requiresNames() {
		if f&n.flag != 0 {
			parts = append(parts, n.name)
		}
	}
	return strings.Join(parts, "|")
}

// RequiresAttr is the value of the `omp.requires` module attribute,
// `#omp<clause_requires unified_shared_memory|reverse_offload>`.
type RequiresAttr struct{ Flags RequiresFlags }

// PrintAttribute prints the attribute in full.
func (a RequiresAttr) PrintAttribute(p *ir.AsmPrinter) {
	p.WriteString("#omp<" + requiresEnumMnemonic + " " + a.Flags.String() + ">")
}

func parseRequiresBody(p *ir.AsmParser) (ir.Attribute, error) {
	var flags RequiresFlags
	for {
		loc := p.Loc()
		name, err := p.ParseIdentifier()
		if err != nil {
			return nil, err
		}
		found := name == "none"
		for _, n := range requiresNames() {
			if n.name == name {
				flags |= n.flag
				found = true
			}
		}
		if !found {
			return nil, p.ErrorfAt(loc, "unknown requires clause '%s'", name)
		}
		if !p.ParseOptionalPunct("|") {
			return RequiresAttr{Flags: flags}, nil
		}
	}
}

// The module attributes the dialect reads.
const (
	// RequiresAttrName holds a RequiresAttr: the `requires` directives of
	// the translation unit.
	RequiresAttrName = "omp.requires"
	// IsTargetDeviceAttrName and IsGPUAttrName are booleans saying whether
	// the module is compiled for the offload device (upstream's
	// omp.is_target_device and omp.is_gpu).
	IsTargetDeviceAttrName = "omp.is_target_device"
	IsGPUAttrName          = "omp.is_gpu"
)

// ModuleRequires returns the requires flags of module, RequiresNone when
// it has no omp.requires attribute.
func ModuleRequires(module *ir.Operation) RequiresFlags {
	if a, ok := module.Attr(RequiresAttrName).(RequiresAttr); ok {
		return a.Flags
	}
	return RequiresNone
}

// SetModuleRequires sets the omp.requires attribute of module.
func SetModuleRequires(module *ir.Operation, flags RequiresFlags) {
	module.SetAttr(RequiresAttrName, RequiresAttr{Flags: flags})
}

// MapBoundsType is `!omp.map_bounds_ty`, the type of omp.map.bounds.
type MapBoundsType struct{}

// PrintType prints the type in full.
func (MapBoundsType) PrintType(p *ir.AsmPrinter) { p.WriteString("!omp.map_bounds_ty") }

func parseType(p *ir.AsmParser, mnemonic string) (ir.Type, error) {
	if mnemonic == "map_bounds_ty" {
		return MapBoundsType{}, nil
	}
	return nil, p.Errorf("unknown omp type '%s'", mnemonic)
}

func parseAttribute(p *ir.AsmParser, mnemonic string, _ ir.Type) (ir.Attribute, error) {
	if mnemonic == requiresEnumMnemonic {
		return parseRequiresBody(p)
	}
	if def, ok := enumDefOf(mnemonic); ok {
		return parseEnumBody(p, def)
	}
	return nil, p.Errorf("unknown omp attribute '%s'", mnemonic)
}

// Synchronization hints (omp_sync_hint_t), the bits of the hint
// attribute of omp.critical.declare and the atomic ops.
const (
	HintNone           int64 = 0
	HintUncontended    int64 = 1
	HintContended      int64 = 2
	HintNonspeculative int64 = 4
	HintSpeculative    int64 = 8
)

func hintNames() []struct {
	bit  int64
	name string
} {
	return []struct {
		bit  int64
		name string
	}{{HintUncontended, "uncontended"}, {HintContended, "contended"}, {HintNonspeculative, "nonspeculative"}, {HintSpeculative, "speculative"}}
}

// parseHintBody parses the inside of `hint(...)`: `none` or hint names
// separated by commas.
func parseHintBody(p *ir.AsmParser) (int64, error) {
	var v int64
	for {
		loc := p.Loc()
		name, err := p.ParseIdentifier()
		if err != nil {
			return 0, err
		}
		found := name == "none"
		for _, h := range hintNames() {
			if h.name == name {
				if v&h.bit != 0 {
					return 0, p.ErrorfAt(loc, "'%s' can be specified only once", name)
				}
				v |= h.bit
				found = true
			}
		}
		if !found {
			return 0, p.ErrorfAt(loc, "invalid synchronization hint '%s'", name)
		}
		if !p.ParseOptionalPunct(",") {
			return v, nil
		}
	}
}

func hintString(v int64) string {
	if v == HintNone {
		return "none"
	}
	var parts []string
	for _, h := range hintNames() {
		if v&h.bit != 0 {
			parts = append(parts, h.name)
		}
	}
	return strings.Join(parts, ", ")
}

// verifyHint checks that a hint combines only compatible hints, with
// upstream's wording.
func verifyHint(v int64) error {
	switch {
	case v < 0 || v > HintNone|HintUncontended|HintContended|HintNonspeculative|HintSpeculative:
		return fmt.Errorf("synchronization hint %d is not a combination of omp_sync_hint values", v)
	case v&HintUncontended != 0 && v&HintContended != 0:
		return fmt.Errorf("the hints omp_sync_hint_uncontended and omp_sync_hint_contended cannot be combined")
	case v&HintNonspeculative != 0 && v&HintSpeculative != 0:
		return fmt.Errorf("the hints omp_sync_hint_nonspeculative and omp_sync_hint_speculative cannot be combined")
	}
	return nil
}

// MapFlags are the bits of omp.map.info's map_type, as LLVM's
// OpenMPOffloadMappingFlags number them.
type MapFlags uint64

const (
	MapTo          MapFlags = 0x01
	MapFrom        MapFlags = 0x02
	MapAlways      MapFlags = 0x04
	MapDelete      MapFlags = 0x08
	MapPtrAndObj   MapFlags = 0x10
	MapTargetParam MapFlags = 0x20
	MapReturnParam MapFlags = 0x40
	MapPrivate     MapFlags = 0x80
	MapLiteral     MapFlags = 0x100
	MapImplicit    MapFlags = 0x200
	MapClose       MapFlags = 0x400
	MapPresent     MapFlags = 0x1000
	MapOmpxHold    MapFlags = 0x2000
	MapToFrom               = MapTo | MapFrom
)

// modifierNames lists the map-type modifiers in the order they print.
func mapModifierNames() []struct {
	flag MapFlags
	name string
} {
	return []struct {
		flag MapFlags
		name string
	}{{MapImplicit, "implicit"}, {MapOmpxHold, "ompx_hold"}, {MapAlways, "always"}, {MapClose, "close"}, {MapPresent, "present"}, {MapPtrAndObj, "ptr_and_obj"}, {MapTargetParam, "target_param"}, {MapReturnParam, "return_param"}, {MapPrivate, "private"}, {MapLiteral, "literal"}}
}

// String spells the flags as `map_clauses(...)` does: modifiers first,
// then to, from or tofrom, then delete; a map that neither copies nor
// deletes is `exit_release_or_enter_alloc`, as upstream prints it.
func (f MapFlags) String() string {
	var parts []string
	for _, m := range mapModifierNames() {
		if f&m.flag != 0 {
			parts = append(parts, m.name)
		}
	}
	switch {
	case f&MapToFrom == MapToFrom:
		parts = append(parts, "tofrom")
	case f&MapFrom != 0:
		parts = append(parts, "from")
	case f&MapTo != 0:
		parts = append(parts, "to")
	}
	if f&MapDelete != 0 {
		parts = append(parts, "delete")
	}
	if f&(MapToFrom|MapDelete) == 0 {
		parts = append(parts, "exit_release_or_enter_alloc")
	}
	return strings.Join(parts, ", ")
}

// parseMapFlags parses the inside of `map_clauses(...)`. `alloc` and
// `release` are accepted for the OpenMP map types that set neither `to`
// nor `from`.
func parseMapFlags(p *ir.AsmParser) (MapFlags, error) {
	var f MapFlags
	for {
		loc := p.Loc()
		name, err := p.ParseIdentifier()
		if err != nil {
			return 0, err
		}
		switch name {
		case "to":
			f |= MapTo
		case "from":
			f |= MapFrom
		case "tofrom":
			f |= MapToFrom
		case "delete":
			f |= MapDelete
		case "alloc", "release", "exit_release_or_enter_alloc":
		default:
			found := false
			for _, m := range mapModifierNames() {
				if m.name == name {
					f |= m.flag
					found = true
				}
			}
			if !found {
				return 0, p.ErrorfAt(loc, "unknown map type or modifier '%s'", name)
			}
		}
		if !p.ParseOptionalPunct(",") {
			return f, nil
		}
	}
}

// UI64 is the type of map_type.
var ui64 = ir.IntegerType{Width: 64, Signedness: ir.Unsigned}

// MapTypeAttr returns the map_type attribute for flags.
func MapTypeAttr(flags MapFlags) ir.IntegerAttr { return ir.IntAttr(ui64, int64(flags)) }

// LLVMHandle makes the conversion to LLVM keep the type (tollvm.HandleType):
// only omp.map.info uses its values, and the offload lowering removes them.
func (MapBoundsType) LLVMHandle() {}
