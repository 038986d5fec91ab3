//! The table of known operations.
//!
//! Why: the parser and printer need, per op name, its custom assembly form, which of its
//! attributes are inherent (printed as `<{…}>` properties in the generic form), whether
//! it is isolated from above (its regions cannot see outer values) and which dialect its
//! regions use by default (`return` inside `func.func` means `func.return`). Each dialect
//! module lists its ops; ops not in the table round-trip through the generic form.

use crate::fxhash::FxHashMap as HashMap;
use std::sync::OnceLock;

use crate::ids::OpId;
use crate::ir::Ir;
use crate::parser::{OpState, PResult, Parser};
use crate::printer::Printer;

/// Parses the custom form after the op name, filling `OpState`.
pub type ParseFn = fn(&mut Parser<'_>, &mut OpState) -> PResult<()>;
/// Prints the custom form after the op name.
pub type PrintFn = fn(&mut Printer<'_>, OpId);
/// Checks an op's rules; the message is what follows `'name' op ` in the diagnostic.
pub type VerifyFn = fn(&Ir, OpId) -> Result<(), String>;

/// What the IR knows about one op.
pub struct OpSpec {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    /// The custom form's parser (`None`: generic form only).
    pub parse: Option<ParseFn>,
    /// The custom form's printer (`None`: printed in the generic form).
    pub print: Option<PrintFn>,
    /// Names of inherent attributes.
    pub inherent: &'static [&'static str],
    /// Regions cannot use values defined outside the op.
    pub isolated: bool,
    /// Dialect tried for op names without a dot inside this op's regions.
    pub default_dialect: Option<&'static str>,
    /// The op's verifier.
    pub verify: Option<VerifyFn>,
}

impl OpSpec {
    /// A spec with a custom form and no special properties.
    pub const fn custom(
        name: &'static str,
        parse: ParseFn,
        print: PrintFn,
        inherent: &'static [&'static str],
    ) -> OpSpec {
        OpSpec {
            name,
            parse: Some(parse),
            print: Some(print),
            inherent,
            isolated: false,
            default_dialect: None,
            verify: None,
        }
    }

    /// The same spec with a verifier.
    pub const fn verified(mut self, verify: VerifyFn) -> OpSpec {
        self.verify = Some(verify);
        self
    }
}

fn table() -> &'static HashMap<&'static str, &'static OpSpec> {
    static TABLE: OnceLock<HashMap<&'static str, &'static OpSpec>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut m = HashMap::default();
        for dialect in crate::dialects::ALL {
            for spec in dialect.iter() {
                m.insert(spec.name, spec);
            }
        }
        m
    })
}

/// The spec of a known op.
pub fn lookup(name: &str) -> Option<&'static OpSpec> {
    table().get(name).copied()
}

/// Every known op's spec.
pub fn all() -> impl Iterator<Item = &'static OpSpec> {
    crate::dialects::ALL.iter().flat_map(|d| d.iter())
}
