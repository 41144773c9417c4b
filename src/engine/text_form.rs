//! Values that read and write as short texts in JSON (a call `3NT`, a contract `4SX`, a
//! goita piece `gold#1`): written through a buffer on the stack and read from the borrowed
//! text, so turning millions of them into JSON and back (records, views, the soak's checks)
//! allocates nothing for them.

use serde::{Deserializer, Serializer};
use std::fmt::{self, Display, Write};
use std::str::FromStr;

/// Up to 16 bytes of text on the stack; writing more fails.
struct StackText {
    bytes: [u8; 16],
    len: usize,
}

impl Write for StackText {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        self.bytes.get_mut(self.len..end).ok_or(fmt::Error)?.copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// Serializes `value` as its `Display` text.
pub fn serialize<S: Serializer>(value: &impl Display, s: S) -> Result<S::Ok, S::Error> {
    let mut t = StackText { bytes: [0; 16], len: 0 };
    match write!(t, "{value}") {
        Ok(()) => s.serialize_str(std::str::from_utf8(&t.bytes[..t.len]).expect("written from a str")),
        Err(_) => s.collect_str(value),
    }
}

/// Deserializes a `T` from its text with `FromStr`, `expecting` naming it in errors.
pub fn deserialize<'de, T, D>(d: D, expecting: &'static str) -> Result<T, D::Error>
where
    T: FromStr,
    T::Err: Display,
    D: Deserializer<'de>,
{
    struct Text<T>(&'static str, std::marker::PhantomData<T>);
    impl<T: FromStr> serde::de::Visitor<'_> for Text<T>
    where
        T::Err: Display,
    {
        type Value = T;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(self.0)
        }
        fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<T, E> {
            s.parse().map_err(E::custom)
        }
    }
    d.deserialize_str(Text(expecting, std::marker::PhantomData))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::bid::Call;

    #[test]
    fn short_and_long_texts_serialize_alike() {
        struct Long;
        impl Display for Long {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a text longer than sixteen bytes")
            }
        }
        struct AsText<T>(T);
        impl<T: Display> serde::Serialize for AsText<T> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                serialize(&self.0, s)
            }
        }
        assert_eq!(serde_json::to_string(&AsText("3NT")).unwrap(), "\"3NT\"");
        assert_eq!(serde_json::to_value(AsText("3NT")).unwrap(), serde_json::json!("3NT"));
        assert_eq!(serde_json::to_string(&AsText(Long)).unwrap(), "\"a text longer than sixteen bytes\"");
    }

    #[test]
    fn texts_read_back_from_text_and_from_a_value_and_name_what_was_expected() {
        let from_value: Call = serde_json::from_value(serde_json::json!("3NT")).unwrap();
        let from_text: Call = serde_json::from_str("\"3NT\"").unwrap();
        assert_eq!((from_value, from_text), (Call::bid(3, crate::engine::bid::Strain::NoTrump), from_value));
        let wrong = serde_json::from_value::<Call>(serde_json::json!(3)).unwrap_err().to_string();
        assert!(wrong.contains("expected a call"), "{wrong}");
    }
}
