package offload

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/ir"
)

// MapFlags are the bits of a map entry's map type: omp.MapFlags, which
// number them as libomptarget does, so that the runtime lowering passes
// them through (one set of bits from the front end to the runtime).
// MEMBER_OF (bits 48 and up) is not among them: an entry's parent operand
// says it, and the runtime lowering computes the bits from the parent's
// index. The offload dialect spells them its own way (mapTypeString).
type MapFlags = omp.MapFlags

const (
	MapTo          = omp.MapTo
	MapFrom        = omp.MapFrom
	MapAlways      = omp.MapAlways
	MapDelete      = omp.MapDelete
	MapPtrAndObj   = omp.MapPtrAndObj
	MapTargetParam = omp.MapTargetParam
	// MapPrivate is a firstprivate aggregate of a launch: the runtime
	// gives each launch a device copy of its own, initialized from begin
	// when the entry says to.
	MapPrivate  = omp.MapPrivate
	MapLiteral  = omp.MapLiteral
	MapImplicit = omp.MapImplicit
	MapClose    = omp.MapClose
	MapPresent  = omp.MapPresent
	MapOmpxHold = omp.MapOmpxHold
	MapToFrom   = omp.MapToFrom
	// MapAlloc is the map type that neither copies nor deletes: alloc
	// on entry, release on exit.
	MapAlloc MapFlags = 0

	// MapKnownFlags are the bits an offload map type may have (not
	// omp's return_param).
	MapKnownFlags = MapTo | MapFrom | MapAlways | MapDelete | MapPtrAndObj | MapTargetParam | MapPrivate |
		MapLiteral | MapImplicit | MapClose | MapPresent | MapOmpxHold
)

// mapModifiers lists the modifier bits in the order they print, before
// the motion (to, from, tofrom or alloc) and delete.
func mapModifiers() []struct {
	flag MapFlags
	name string
} {
	return []struct {
		flag MapFlags
		name string
	}{
		{MapImplicit, "implicit"}, {MapOmpxHold, "ompx_hold"}, {MapAlways, "always"}, {MapClose, "close"},
		{MapPresent, "present"}, {MapPtrAndObj, "ptr_and_obj"}, {MapTargetParam, "target_param"}, {MapPrivate, "private"}, {MapLiteral, "literal"},
	}
}

// mapTypeString spells the flags as the dialect prints them: the
// modifiers, then `to`, `from` or `tofrom`, then `delete`; a map that
// neither copies nor deletes says `alloc`. Bits that are not map types
// print as one hexadecimal number at the end (the verifier rejects them).
func mapTypeString(f MapFlags) string {
	var parts []string
	for _, m := range mapModifiers() {
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
	case f&MapDelete == 0:
		parts = append(parts, "alloc")
	}
	if f&MapDelete != 0 {
		parts = append(parts, "delete")
	}
	if rest := f &^ MapKnownFlags; rest != 0 {
		parts = append(parts, fmt.Sprintf("%#x", uint64(rest)))
	}
	return strings.Join(parts, ", ")
}

// parseMapFlags parses a comma-separated list of map-type names, as
// String spells them; `release` is read as `alloc`, the OpenMP map type
// of an exit that copies nothing. A name given twice, or alloc with a
// motion or delete, is an error.
func parseMapFlags(p *ir.AsmParser) (MapFlags, error) {
	var f MapFlags
	seen := map[string]bool{}
	alloc := false
	for {
		loc := p.Loc()
		if n, ok, err := p.ParseOptionalInteger(); err != nil {
			return 0, err
		} else if ok {
			if n <= 0 || MapFlags(n)&MapKnownFlags != 0 {
				return 0, p.ErrorfAt(loc, "a number in a map type stands for bits that have no name, not %d", n)
			}
			f |= MapFlags(n)
		} else {
			name, err := p.ParseIdentifier()
			if err != nil {
				return 0, err
			}
			if seen[name] {
				return 0, p.ErrorfAt(loc, "map type '%s' given twice", name)
			}
			seen[name] = true
			switch name {
			case "to":
				f |= MapTo
			case "from":
				f |= MapFrom
			case "tofrom":
				f |= MapToFrom
			case "delete":
				f |= MapDelete
			case "alloc", "release":
				alloc = true
			default:
				found := false
				for _, m := range mapModifiers() {
					if m.name == name {
						f |= m.flag
						found = true
					}
				}
				if !found {
					return 0, p.ErrorfAt(loc, "unknown map type or modifier '%s'", name)
				}
			}
			if alloc && f&(MapToFrom|MapDelete) != 0 {
				return 0, p.ErrorfAt(loc, "alloc (or release) maps copy and delete nothing: it cannot go with to, from or delete")
			}
		}
		if !p.ParseOptionalPunct(",") {
			return f, nil
		}
	}
}

// MapTypeAttr is a map entry's map type, `#offload<map_type always, tofrom>`.
type MapTypeAttr struct{ Flags MapFlags }

// PrintAttribute prints the attribute in full.
func (a MapTypeAttr) PrintAttribute(p *ir.AsmPrinter) {
	p.WriteString("#offload<map_type " + mapTypeString(a.Flags) + ">")
}

// RequiresFlags are the `requires` directives of a program. They are
// omp.RequiresFlags, whose numbering (upstream's ClauseRequires) is the
// one __tgt_register_requires takes in docs/offload.md, so the lowering
// from omp copies them and the runtime lowering passes them on; SelfMaps
// (OpenMP 6.0, the next bit) is strata's, and the runtime treats it as
// unified shared memory that never allocates a device copy.
type RequiresFlags = omp.RequiresFlags

const (
	RequiresNone                = omp.RequiresNone
	RequiresReverseOffload      = omp.RequiresReverseOffload
	RequiresUnifiedAddress      = omp.RequiresUnifiedAddress
	RequiresUnifiedSharedMemory = omp.RequiresUnifiedSharedMemory
	RequiresDynamicAllocators   = omp.RequiresDynamicAllocators
	RequiresSelfMaps            = omp.RequiresSelfMaps
)

// requiresString spells the flags as the attribute prints them: `none`,
// or the names in bit order separated by commas.
func requiresString(f RequiresFlags) string { return strings.ReplaceAll(f.String(), "|", ", ") }

// requiresFlagNamed returns the flag spelled name.
func requiresFlagNamed(name string) (RequiresFlags, bool) {
	for bit := RequiresReverseOffload; bit <= RequiresSelfMaps; bit <<= 1 {
		if bit.String() == name {
			return bit, true
		}
	}
	return 0, false
}

// RequiresAttr is the value of the module attribute offload.requires,
// `#offload<requires unified_address, unified_shared_memory>`.
type RequiresAttr struct{ Flags RequiresFlags }

// PrintAttribute prints the attribute in full.
func (a RequiresAttr) PrintAttribute(p *ir.AsmPrinter) {
	p.WriteString("#offload<requires " + requiresString(a.Flags) + ">")
}

func parseRequires(p *ir.AsmParser) (ir.Attribute, error) {
	if p.ParseOptionalKeyword("none") {
		return RequiresAttr{}, nil
	}
	var f RequiresFlags
	for {
		loc := p.Loc()
		name, err := p.ParseIdentifier()
		if err != nil {
			return nil, err
		}
		flag, ok := requiresFlagNamed(name)
		if !ok {
			return nil, p.ErrorfAt(loc, "unknown requires flag '%s'", name)
		}
		if f&flag != 0 {
			return nil, p.ErrorfAt(loc, "requires flag '%s' given twice", name)
		}
		f |= flag
		if !p.ParseOptionalPunct(",") {
			return RequiresAttr{Flags: f}, nil
		}
	}
}

// ModuleRequires returns the offload.requires flags of module,
// RequiresNone without the attribute.
func ModuleRequires(module *ir.Operation) RequiresFlags {
	a, _ := module.Attr(RequiresAttrName).(RequiresAttr)
	return a.Flags
}

// SetModuleRequires sets the offload.requires attribute of module.
func SetModuleRequires(module *ir.Operation, f RequiresFlags) {
	module.SetAttr(RequiresAttrName, RequiresAttr{Flags: f})
}

// EntryKind says what an entry of the registration table is.
type EntryKind uint8

const (
	// EntryKernel is an outlined kernel (a function marked offload.kernel).
	EntryKernel EntryKind = iota
	// EntryGlobal is a `declare target to/enter` global: the device has a
	// copy, initialized from the host's at registration.
	EntryGlobal
	// EntryLink is a `declare target link` global: the device reaches it
	// only once it is mapped.
	EntryLink
)

func (k EntryKind) String() string {
	switch k {
	case EntryKernel:
		return "kernel"
	case EntryGlobal:
		return "global"
	case EntryLink:
		return "link"
	}
	return "entry" + strconv.Itoa(int(k))
}

// EntryAttr is one entry of offload.entries: a kernel, or a declare-target
// global with the reference pointer (a constant pointer global initialized
// to the global) that device code reaches it through. Alone it prints as
// `#offload<entry @x : global(@x.omp_ref)>`.
type EntryAttr struct {
	Kind   EntryKind
	Symbol string
	Ref    string // the reference pointer of a global; "" for a kernel
}

// PrintAttribute prints the attribute in full.
func (a EntryAttr) PrintAttribute(p *ir.AsmPrinter) {
	p.WriteString("#offload<entry ")
	a.printBody(p)
	p.WriteString(">")
}

// printBody prints `@k : kernel` or `@x : global(@x.omp_ref)`.
func (a EntryAttr) printBody(p *ir.AsmPrinter) {
	p.PrintSymbolName(a.Symbol)
	p.WriteString(" : " + a.Kind.String())
	if a.Kind != EntryKernel {
		p.WriteString("(")
		p.PrintSymbolName(a.Ref)
		p.WriteString(")")
	}
}

func parseEntryBody(p *ir.AsmParser) (EntryAttr, error) {
	sym, err := p.ParseSymbolName()
	if err != nil {
		return EntryAttr{}, err
	}
	if err := p.ParsePunct(":"); err != nil {
		return EntryAttr{}, err
	}
	loc := p.Loc()
	kind, err := p.ParseIdentifier()
	if err != nil {
		return EntryAttr{}, err
	}
	e := EntryAttr{Symbol: sym}
	switch kind {
	case "kernel":
		return e, nil
	case "global":
		e.Kind = EntryGlobal
	case "link":
		e.Kind = EntryLink
	default:
		return EntryAttr{}, p.ErrorfAt(loc, "expected an entry kind (kernel, global or link), got '%s'", kind)
	}
	if err := p.ParsePunct("("); err != nil {
		return EntryAttr{}, err
	}
	if e.Ref, err = p.ParseSymbolName(); err != nil {
		return EntryAttr{}, err
	}
	return e, p.ParsePunct(")")
}

func parseAttribute(p *ir.AsmParser, mnemonic string, _ ir.Type) (ir.Attribute, error) {
	switch mnemonic {
	case "map_type":
		f, err := parseMapFlags(p)
		return MapTypeAttr{Flags: f}, err
	case "requires":
		return parseRequires(p)
	case "entry":
		return parseEntryBody(p)
	}
	return nil, p.Errorf("unknown offload attribute '%s'", mnemonic)
}

// Dependence kinds of the depend clause.
const (
	DependIn    = "in"
	DependOut   = "out"
	DependInout = "inout"
)

func isDependKind(s string) bool { return s == DependIn || s == DependOut || s == DependInout }
