pub mod three_tricks;
