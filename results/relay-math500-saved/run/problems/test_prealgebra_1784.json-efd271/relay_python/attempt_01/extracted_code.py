from decimal import Decimal

print(Decimal('313.9') + Decimal('12.6'))
