from collections import namedtuple

Bank = namedtuple('Bank', ['dollars'])
Money = namedtuple('Money', ['euros', 'pounds'])

def convert_to_euros(bank, pounds):
    return Money(euros=(bank.dollars * 1.32) / 1.64, pounds=pounds)

def convert_to_pounds(bank, euros):
    return Money(euros=euros * 1.64 / 1.32, pounds=bank.dollars)

def main():
    bank = Bank(dollars=300)
    pounds = 250
    euros = convert_to_euros(bank, pounds).euros
    
    result = euros - pounds
    confidence = round(100 * (euros - pounds) / 300)

    print("RESULT:", result)
    print("CONFIDENCE:", confidence)

if __name__ == "__main__":
    main()
