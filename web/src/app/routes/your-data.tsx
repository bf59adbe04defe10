export { YourDataScreen as YourData } from '../../features/your-data/components/your-data-screen';
